/**
 */
package dev.straggler.model.impl;

import dev.straggler.model.Frame;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.model.State;
import dev.straggler.model.StragglerFactory;
import dev.straggler.model.StragglerPackage;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Pdg Node</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.impl.PdgNodeImpl#getState <em>State</em>}</li>
 *   <li>{@link dev.straggler.model.impl.PdgNodeImpl#getRanks <em>Ranks</em>}</li>
 *   <li>{@link dev.straggler.model.impl.PdgNodeImpl#isLeastProgressed <em>Least Progressed</em>}</li>
 *   <li>{@link dev.straggler.model.impl.PdgNodeImpl#getFrames <em>Frames</em>}</li>
 *   <li>{@link dev.straggler.model.impl.PdgNodeImpl#getLabel <em>Label</em>}</li>
 * </ul>
 *
 * @generated
 */
public class PdgNodeImpl extends MinimalEObjectImpl.Container implements PdgNode {
	/**
	 * The cached value of the '{@link #getState() <em>State</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getState()
	 * @generated
	 * @ordered
	 */
	protected State state;

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
	 * The default value of the '{@link #isLeastProgressed() <em>Least Progressed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isLeastProgressed()
	 * @generated
	 * @ordered
	 */
	protected static final boolean LEAST_PROGRESSED_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isLeastProgressed() <em>Least Progressed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isLeastProgressed()
	 * @generated
	 * @ordered
	 */
	protected boolean leastProgressed = LEAST_PROGRESSED_EDEFAULT;

	/**
	 * The cached value of the '{@link #getFrames() <em>Frames</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFrames()
	 * @generated
	 * @ordered
	 */
	protected EList<Frame> frames;

	/**
	 * The default value of the '{@link #getLabel() <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLabel()
	 * @generated
	 * @ordered
	 */
	protected static final String LABEL_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getLabel() <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLabel()
	 * @generated
	 * @ordered
	 */
	protected String label = LABEL_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected PdgNodeImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return StragglerPackage.Literals.PDG_NODE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public State getState() {
		if (state != null && state.eIsProxy()) {
			InternalEObject oldState = (InternalEObject)state;
			state = (State)eResolveProxy(oldState);
			if (state != oldState) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, StragglerPackage.PDG_NODE__STATE, oldState, state));
			}
		}
		return state;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public State basicGetState() {
		return state;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setState(State newState) {
		State oldState = state;
		state = newState;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.PDG_NODE__STATE, oldState, state));
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
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.PDG_NODE__RANKS, oldRanks, ranks));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isLeastProgressed() {
		return leastProgressed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLeastProgressed(boolean newLeastProgressed) {
		boolean oldLeastProgressed = leastProgressed;
		leastProgressed = newLeastProgressed;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.PDG_NODE__LEAST_PROGRESSED, oldLeastProgressed, leastProgressed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Frame> getFrames() {
		if (frames == null) {
			frames = new EObjectContainmentEList<Frame>(Frame.class, this, StragglerPackage.PDG_NODE__FRAMES);
		}
		return frames;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLabel() {
		return label;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLabel(String newLabel) {
		String oldLabel = label;
		label = newLabel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.PDG_NODE__LABEL, oldLabel, label));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case StragglerPackage.PDG_NODE__FRAMES:
				return ((InternalEList<?>)getFrames()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case StragglerPackage.PDG_NODE__STATE:
				if (resolve) return getState();
				return basicGetState();
			case StragglerPackage.PDG_NODE__RANKS:
				return getRanks();
			case StragglerPackage.PDG_NODE__LEAST_PROGRESSED:
				return isLeastProgressed();
			case StragglerPackage.PDG_NODE__FRAMES:
				return getFrames();
			case StragglerPackage.PDG_NODE__LABEL:
				return getLabel();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case StragglerPackage.PDG_NODE__STATE:
				setState((State)newValue);
				return;
			case StragglerPackage.PDG_NODE__RANKS:
				setRanks((RankSet)newValue);
				return;
			case StragglerPackage.PDG_NODE__LEAST_PROGRESSED:
				setLeastProgressed((Boolean)newValue);
				return;
			case StragglerPackage.PDG_NODE__FRAMES:
				getFrames().clear();
				getFrames().addAll((Collection<? extends Frame>)newValue);
				return;
			case StragglerPackage.PDG_NODE__LABEL:
				setLabel((String)newValue);
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
			case StragglerPackage.PDG_NODE__STATE:
				setState((State)null);
				return;
			case StragglerPackage.PDG_NODE__RANKS:
				setRanks(RANKS_EDEFAULT);
				return;
			case StragglerPackage.PDG_NODE__LEAST_PROGRESSED:
				setLeastProgressed(LEAST_PROGRESSED_EDEFAULT);
				return;
			case StragglerPackage.PDG_NODE__FRAMES:
				getFrames().clear();
				return;
			case StragglerPackage.PDG_NODE__LABEL:
				setLabel(LABEL_EDEFAULT);
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
			case StragglerPackage.PDG_NODE__STATE:
				return state != null;
			case StragglerPackage.PDG_NODE__RANKS:
				return RANKS_EDEFAULT == null ? ranks != null : !RANKS_EDEFAULT.equals(ranks);
			case StragglerPackage.PDG_NODE__LEAST_PROGRESSED:
				return leastProgressed != LEAST_PROGRESSED_EDEFAULT;
			case StragglerPackage.PDG_NODE__FRAMES:
				return frames != null && !frames.isEmpty();
			case StragglerPackage.PDG_NODE__LABEL:
				return LABEL_EDEFAULT == null ? label != null : !LABEL_EDEFAULT.equals(label);
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
		result.append(" (ranks: ");
		result.append(ranks);
		result.append(", leastProgressed: ");
		result.append(leastProgressed);
		result.append(", label: ");
		result.append(label);
		result.append(')');
		return result.toString();
	}

} //PdgNodeImpl
