/**
 */
package dev.straggler.model.impl;

import dev.straggler.model.RankSet;
import dev.straggler.model.StragglerFactory;
import dev.straggler.model.StragglerPackage;
import dev.straggler.model.TransitionCount;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Transition Count</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.impl.TransitionCountImpl#getCount <em>Count</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TransitionCountImpl#getRanks <em>Ranks</em>}</li>
 * </ul>
 *
 * @generated
 */
public class TransitionCountImpl extends MinimalEObjectImpl.Container implements TransitionCount {
	/**
	 * The default value of the '{@link #getCount() <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCount()
	 * @generated
	 * @ordered
	 */
	protected static final long COUNT_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getCount() <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCount()
	 * @generated
	 * @ordered
	 */
	protected long count = COUNT_EDEFAULT;

	/**
	 * The default value of the '{@link #getRanks() <em>Ranks</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRanks()
	 * @generated
	 * @ordered
	 */
	protected static final RankSet RANKS_EDEFAULT = (RankSet)StragglerFactory.eINSTANCE.createFromString(StragglerPackage.eINSTANCE.getRankSet(), "");

	/**
	 * The cached value of the '{@link #getRanks() <em>Ranks</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRanks()
	 * @generated
	 * @ordered
	 */
	protected RankSet ranks = RANKS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected TransitionCountImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return StragglerPackage.Literals.TRANSITION_COUNT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getCount() {
		return count;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCount(long newCount) {
		long oldCount = count;
		count = newCount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TRANSITION_COUNT__COUNT, oldCount, count));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RankSet getRanks() {
		return ranks;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRanks(RankSet newRanks) {
		RankSet oldRanks = ranks;
		ranks = newRanks;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TRANSITION_COUNT__RANKS, oldRanks, ranks));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case StragglerPackage.TRANSITION_COUNT__COUNT:
				return getCount();
			case StragglerPackage.TRANSITION_COUNT__RANKS:
				return getRanks();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case StragglerPackage.TRANSITION_COUNT__COUNT:
				setCount((Long)newValue);
				return;
			case StragglerPackage.TRANSITION_COUNT__RANKS:
				setRanks((RankSet)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case StragglerPackage.TRANSITION_COUNT__COUNT:
				setCount(COUNT_EDEFAULT);
				return;
			case StragglerPackage.TRANSITION_COUNT__RANKS:
				setRanks(RANKS_EDEFAULT);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case StragglerPackage.TRANSITION_COUNT__COUNT:
				return count != COUNT_EDEFAULT;
			case StragglerPackage.TRANSITION_COUNT__RANKS:
				return RANKS_EDEFAULT == null ? ranks != null : !RANKS_EDEFAULT.equals(ranks);
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (count: ");
		result.append(count);
		result.append(", ranks: ");
		result.append(ranks);
		result.append(')');
		return result.toString();
	}

} //TransitionCountImpl
