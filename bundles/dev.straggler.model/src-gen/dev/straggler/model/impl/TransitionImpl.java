/**
 */
package dev.straggler.model.impl;

import dev.straggler.model.State;
import dev.straggler.model.StragglerPackage;
import dev.straggler.model.Transition;
import dev.straggler.model.TransitionCount;

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
 * An implementation of the model object '<em><b>Transition</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.impl.TransitionImpl#getSource <em>Source</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TransitionImpl#getTarget <em>Target</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TransitionImpl#getCount <em>Count</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TransitionImpl#getCounts <em>Counts</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TransitionImpl#getMeanSeconds <em>Mean Seconds</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TransitionImpl#getM2 <em>M2</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TransitionImpl#getMinSeconds <em>Min Seconds</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TransitionImpl#getMaxSeconds <em>Max Seconds</em>}</li>
 * </ul>
 *
 * @generated
 */
public class TransitionImpl extends MinimalEObjectImpl.Container implements Transition {
	/**
	 * The cached value of the '{@link #getSource() <em>Source</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSource()
	 * @generated
	 * @ordered
	 */
	protected State source;

	/**
	 * The cached value of the '{@link #getTarget() <em>Target</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTarget()
	 * @generated
	 * @ordered
	 */
	protected State target;

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
	 * The cached value of the '{@link #getCounts() <em>Counts</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCounts()
	 * @generated
	 * @ordered
	 */
	protected EList<TransitionCount> counts;

	/**
	 * The default value of the '{@link #getMeanSeconds() <em>Mean Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeanSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double MEAN_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getMeanSeconds() <em>Mean Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeanSeconds()
	 * @generated
	 * @ordered
	 */
	protected double meanSeconds = MEAN_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getM2() <em>M2</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getM2()
	 * @generated
	 * @ordered
	 */
	protected static final double M2_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getM2() <em>M2</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getM2()
	 * @generated
	 * @ordered
	 */
	protected double m2 = M2_EDEFAULT;

	/**
	 * The default value of the '{@link #getMinSeconds() <em>Min Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double MIN_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getMinSeconds() <em>Min Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinSeconds()
	 * @generated
	 * @ordered
	 */
	protected double minSeconds = MIN_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxSeconds() <em>Max Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double MAX_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getMaxSeconds() <em>Max Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSeconds()
	 * @generated
	 * @ordered
	 */
	protected double maxSeconds = MAX_SECONDS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected TransitionImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return StragglerPackage.Literals.TRANSITION;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public State getSource() {
		if (source != null && source.eIsProxy()) {
			InternalEObject oldSource = (InternalEObject)source;
			source = (State)eResolveProxy(oldSource);
			if (source != oldSource) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, StragglerPackage.TRANSITION__SOURCE, oldSource, source));
			}
		}
		return source;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public State basicGetSource() {
		return source;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSource(State newSource) {
		State oldSource = source;
		source = newSource;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TRANSITION__SOURCE, oldSource, source));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public State getTarget() {
		if (target != null && target.eIsProxy()) {
			InternalEObject oldTarget = (InternalEObject)target;
			target = (State)eResolveProxy(oldTarget);
			if (target != oldTarget) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, StragglerPackage.TRANSITION__TARGET, oldTarget, target));
			}
		}
		return target;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public State basicGetTarget() {
		return target;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTarget(State newTarget) {
		State oldTarget = target;
		target = newTarget;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TRANSITION__TARGET, oldTarget, target));
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
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TRANSITION__COUNT, oldCount, count));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<TransitionCount> getCounts() {
		if (counts == null) {
			counts = new EObjectContainmentEList<TransitionCount>(TransitionCount.class, this, StragglerPackage.TRANSITION__COUNTS);
		}
		return counts;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getMeanSeconds() {
		return meanSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMeanSeconds(double newMeanSeconds) {
		double oldMeanSeconds = meanSeconds;
		meanSeconds = newMeanSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TRANSITION__MEAN_SECONDS, oldMeanSeconds, meanSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getM2() {
		return m2;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setM2(double newM2) {
		double oldM2 = m2;
		m2 = newM2;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TRANSITION__M2, oldM2, m2));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getMinSeconds() {
		return minSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMinSeconds(double newMinSeconds) {
		double oldMinSeconds = minSeconds;
		minSeconds = newMinSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TRANSITION__MIN_SECONDS, oldMinSeconds, minSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getMaxSeconds() {
		return maxSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxSeconds(double newMaxSeconds) {
		double oldMaxSeconds = maxSeconds;
		maxSeconds = newMaxSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TRANSITION__MAX_SECONDS, oldMaxSeconds, maxSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case StragglerPackage.TRANSITION__COUNTS:
				return ((InternalEList<?>)getCounts()).basicRemove(otherEnd, msgs);
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
			case StragglerPackage.TRANSITION__SOURCE:
				if (resolve) return getSource();
				return basicGetSource();
			case StragglerPackage.TRANSITION__TARGET:
				if (resolve) return getTarget();
				return basicGetTarget();
			case StragglerPackage.TRANSITION__COUNT:
				return getCount();
			case StragglerPackage.TRANSITION__COUNTS:
				return getCounts();
			case StragglerPackage.TRANSITION__MEAN_SECONDS:
				return getMeanSeconds();
			case StragglerPackage.TRANSITION__M2:
				return getM2();
			case StragglerPackage.TRANSITION__MIN_SECONDS:
				return getMinSeconds();
			case StragglerPackage.TRANSITION__MAX_SECONDS:
				return getMaxSeconds();
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
			case StragglerPackage.TRANSITION__SOURCE:
				setSource((State)newValue);
				return;
			case StragglerPackage.TRANSITION__TARGET:
				setTarget((State)newValue);
				return;
			case StragglerPackage.TRANSITION__COUNT:
				setCount((Long)newValue);
				return;
			case StragglerPackage.TRANSITION__COUNTS:
				getCounts().clear();
				getCounts().addAll((Collection<? extends TransitionCount>)newValue);
				return;
			case StragglerPackage.TRANSITION__MEAN_SECONDS:
				setMeanSeconds((Double)newValue);
				return;
			case StragglerPackage.TRANSITION__M2:
				setM2((Double)newValue);
				return;
			case StragglerPackage.TRANSITION__MIN_SECONDS:
				setMinSeconds((Double)newValue);
				return;
			case StragglerPackage.TRANSITION__MAX_SECONDS:
				setMaxSeconds((Double)newValue);
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
			case StragglerPackage.TRANSITION__SOURCE:
				setSource((State)null);
				return;
			case StragglerPackage.TRANSITION__TARGET:
				setTarget((State)null);
				return;
			case StragglerPackage.TRANSITION__COUNT:
				setCount(COUNT_EDEFAULT);
				return;
			case StragglerPackage.TRANSITION__COUNTS:
				getCounts().clear();
				return;
			case StragglerPackage.TRANSITION__MEAN_SECONDS:
				setMeanSeconds(MEAN_SECONDS_EDEFAULT);
				return;
			case StragglerPackage.TRANSITION__M2:
				setM2(M2_EDEFAULT);
				return;
			case StragglerPackage.TRANSITION__MIN_SECONDS:
				setMinSeconds(MIN_SECONDS_EDEFAULT);
				return;
			case StragglerPackage.TRANSITION__MAX_SECONDS:
				setMaxSeconds(MAX_SECONDS_EDEFAULT);
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
			case StragglerPackage.TRANSITION__SOURCE:
				return source != null;
			case StragglerPackage.TRANSITION__TARGET:
				return target != null;
			case StragglerPackage.TRANSITION__COUNT:
				return count != COUNT_EDEFAULT;
			case StragglerPackage.TRANSITION__COUNTS:
				return counts != null && !counts.isEmpty();
			case StragglerPackage.TRANSITION__MEAN_SECONDS:
				return meanSeconds != MEAN_SECONDS_EDEFAULT;
			case StragglerPackage.TRANSITION__M2:
				return m2 != M2_EDEFAULT;
			case StragglerPackage.TRANSITION__MIN_SECONDS:
				return minSeconds != MIN_SECONDS_EDEFAULT;
			case StragglerPackage.TRANSITION__MAX_SECONDS:
				return maxSeconds != MAX_SECONDS_EDEFAULT;
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
		result.append(", meanSeconds: ");
		result.append(meanSeconds);
		result.append(", m2: ");
		result.append(m2);
		result.append(", minSeconds: ");
		result.append(minSeconds);
		result.append(", maxSeconds: ");
		result.append(maxSeconds);
		result.append(')');
		return result.toString();
	}

} //TransitionImpl
