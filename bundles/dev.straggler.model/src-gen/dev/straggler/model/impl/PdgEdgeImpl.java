/**
 */
package dev.straggler.model.impl;

import dev.straggler.model.DependenceType;
import dev.straggler.model.PdgEdge;
import dev.straggler.model.PdgNode;
import dev.straggler.model.StragglerPackage;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Pdg Edge</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.impl.PdgEdgeImpl#getSource <em>Source</em>}</li>
 *   <li>{@link dev.straggler.model.impl.PdgEdgeImpl#getTarget <em>Target</em>}</li>
 *   <li>{@link dev.straggler.model.impl.PdgEdgeImpl#getType <em>Type</em>}</li>
 *   <li>{@link dev.straggler.model.impl.PdgEdgeImpl#getForwardProbability <em>Forward Probability</em>}</li>
 *   <li>{@link dev.straggler.model.impl.PdgEdgeImpl#getBackwardProbability <em>Backward Probability</em>}</li>
 * </ul>
 *
 * @generated
 */
public class PdgEdgeImpl extends MinimalEObjectImpl.Container implements PdgEdge {
	/**
	 * The cached value of the '{@link #getSource() <em>Source</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSource()
	 * @generated
	 * @ordered
	 */
	protected PdgNode source;

	/**
	 * The cached value of the '{@link #getTarget() <em>Target</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTarget()
	 * @generated
	 * @ordered
	 */
	protected PdgNode target;

	/**
	 * The default value of the '{@link #getType() <em>Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getType()
	 * @generated
	 * @ordered
	 */
	protected static final DependenceType TYPE_EDEFAULT = DependenceType.NONE;

	/**
	 * The cached value of the '{@link #getType() <em>Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getType()
	 * @generated
	 * @ordered
	 */
	protected DependenceType type = TYPE_EDEFAULT;

	/**
	 * The default value of the '{@link #getForwardProbability() <em>Forward Probability</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getForwardProbability()
	 * @generated
	 * @ordered
	 */
	protected static final double FORWARD_PROBABILITY_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getForwardProbability() <em>Forward Probability</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getForwardProbability()
	 * @generated
	 * @ordered
	 */
	protected double forwardProbability = FORWARD_PROBABILITY_EDEFAULT;

	/**
	 * The default value of the '{@link #getBackwardProbability() <em>Backward Probability</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBackwardProbability()
	 * @generated
	 * @ordered
	 */
	protected static final double BACKWARD_PROBABILITY_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getBackwardProbability() <em>Backward Probability</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBackwardProbability()
	 * @generated
	 * @ordered
	 */
	protected double backwardProbability = BACKWARD_PROBABILITY_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected PdgEdgeImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return StragglerPackage.Literals.PDG_EDGE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PdgNode getSource() {
		if (source != null && source.eIsProxy()) {
			InternalEObject oldSource = (InternalEObject)source;
			source = (PdgNode)eResolveProxy(oldSource);
			if (source != oldSource) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, StragglerPackage.PDG_EDGE__SOURCE, oldSource, source));
			}
		}
		return source;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public PdgNode basicGetSource() {
		return source;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSource(PdgNode newSource) {
		PdgNode oldSource = source;
		source = newSource;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.PDG_EDGE__SOURCE, oldSource, source));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PdgNode getTarget() {
		if (target != null && target.eIsProxy()) {
			InternalEObject oldTarget = (InternalEObject)target;
			target = (PdgNode)eResolveProxy(oldTarget);
			if (target != oldTarget) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, StragglerPackage.PDG_EDGE__TARGET, oldTarget, target));
			}
		}
		return target;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public PdgNode basicGetTarget() {
		return target;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTarget(PdgNode newTarget) {
		PdgNode oldTarget = target;
		target = newTarget;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.PDG_EDGE__TARGET, oldTarget, target));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DependenceType getType() {
		return type;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setType(DependenceType newType) {
		DependenceType oldType = type;
		type = newType == null ? TYPE_EDEFAULT : newType;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.PDG_EDGE__TYPE, oldType, type));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getForwardProbability() {
		return forwardProbability;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setForwardProbability(double newForwardProbability) {
		double oldForwardProbability = forwardProbability;
		forwardProbability = newForwardProbability;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.PDG_EDGE__FORWARD_PROBABILITY, oldForwardProbability, forwardProbability));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getBackwardProbability() {
		return backwardProbability;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBackwardProbability(double newBackwardProbability) {
		double oldBackwardProbability = backwardProbability;
		backwardProbability = newBackwardProbability;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.PDG_EDGE__BACKWARD_PROBABILITY, oldBackwardProbability, backwardProbability));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case StragglerPackage.PDG_EDGE__SOURCE:
				if (resolve) return getSource();
				return basicGetSource();
			case StragglerPackage.PDG_EDGE__TARGET:
				if (resolve) return getTarget();
				return basicGetTarget();
			case StragglerPackage.PDG_EDGE__TYPE:
				return getType();
			case StragglerPackage.PDG_EDGE__FORWARD_PROBABILITY:
				return getForwardProbability();
			case StragglerPackage.PDG_EDGE__BACKWARD_PROBABILITY:
				return getBackwardProbability();
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
			case StragglerPackage.PDG_EDGE__SOURCE:
				setSource((PdgNode)newValue);
				return;
			case StragglerPackage.PDG_EDGE__TARGET:
				setTarget((PdgNode)newValue);
				return;
			case StragglerPackage.PDG_EDGE__TYPE:
				setType((DependenceType)newValue);
				return;
			case StragglerPackage.PDG_EDGE__FORWARD_PROBABILITY:
				setForwardProbability((Double)newValue);
				return;
			case StragglerPackage.PDG_EDGE__BACKWARD_PROBABILITY:
				setBackwardProbability((Double)newValue);
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
			case StragglerPackage.PDG_EDGE__SOURCE:
				setSource((PdgNode)null);
				return;
			case StragglerPackage.PDG_EDGE__TARGET:
				setTarget((PdgNode)null);
				return;
			case StragglerPackage.PDG_EDGE__TYPE:
				setType(TYPE_EDEFAULT);
				return;
			case StragglerPackage.PDG_EDGE__FORWARD_PROBABILITY:
				setForwardProbability(FORWARD_PROBABILITY_EDEFAULT);
				return;
			case StragglerPackage.PDG_EDGE__BACKWARD_PROBABILITY:
				setBackwardProbability(BACKWARD_PROBABILITY_EDEFAULT);
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
			case StragglerPackage.PDG_EDGE__SOURCE:
				return source != null;
			case StragglerPackage.PDG_EDGE__TARGET:
				return target != null;
			case StragglerPackage.PDG_EDGE__TYPE:
				return type != TYPE_EDEFAULT;
			case StragglerPackage.PDG_EDGE__FORWARD_PROBABILITY:
				return forwardProbability != FORWARD_PROBABILITY_EDEFAULT;
			case StragglerPackage.PDG_EDGE__BACKWARD_PROBABILITY:
				return backwardProbability != BACKWARD_PROBABILITY_EDEFAULT;
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
		result.append(" (type: ");
		result.append(type);
		result.append(", forwardProbability: ");
		result.append(forwardProbability);
		result.append(", backwardProbability: ");
		result.append(backwardProbability);
		result.append(')');
		return result.toString();
	}

} //PdgEdgeImpl
