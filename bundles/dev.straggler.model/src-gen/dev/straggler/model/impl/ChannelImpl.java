/**
 */
package dev.straggler.model.impl;

import dev.straggler.model.Channel;
import dev.straggler.model.StragglerPackage;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Channel</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.impl.ChannelImpl#getPeer <em>Peer</em>}</li>
 *   <li>{@link dev.straggler.model.impl.ChannelImpl#getSends <em>Sends</em>}</li>
 *   <li>{@link dev.straggler.model.impl.ChannelImpl#getReceives <em>Receives</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ChannelImpl extends MinimalEObjectImpl.Container implements Channel {
	/**
	 * The default value of the '{@link #getPeer() <em>Peer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeer()
	 * @generated
	 * @ordered
	 */
	protected static final int PEER_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getPeer() <em>Peer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeer()
	 * @generated
	 * @ordered
	 */
	protected int peer = PEER_EDEFAULT;

	/**
	 * The default value of the '{@link #getSends() <em>Sends</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSends()
	 * @generated
	 * @ordered
	 */
	protected static final long SENDS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getSends() <em>Sends</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSends()
	 * @generated
	 * @ordered
	 */
	protected long sends = SENDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getReceives() <em>Receives</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReceives()
	 * @generated
	 * @ordered
	 */
	protected static final long RECEIVES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getReceives() <em>Receives</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReceives()
	 * @generated
	 * @ordered
	 */
	protected long receives = RECEIVES_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ChannelImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return StragglerPackage.Literals.CHANNEL;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPeer() {
		return peer;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPeer(int newPeer) {
		int oldPeer = peer;
		peer = newPeer;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.CHANNEL__PEER, oldPeer, peer));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getSends() {
		return sends;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSends(long newSends) {
		long oldSends = sends;
		sends = newSends;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.CHANNEL__SENDS, oldSends, sends));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getReceives() {
		return receives;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReceives(long newReceives) {
		long oldReceives = receives;
		receives = newReceives;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.CHANNEL__RECEIVES, oldReceives, receives));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case StragglerPackage.CHANNEL__PEER:
				return getPeer();
			case StragglerPackage.CHANNEL__SENDS:
				return getSends();
			case StragglerPackage.CHANNEL__RECEIVES:
				return getReceives();
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
			case StragglerPackage.CHANNEL__PEER:
				setPeer((Integer)newValue);
				return;
			case StragglerPackage.CHANNEL__SENDS:
				setSends((Long)newValue);
				return;
			case StragglerPackage.CHANNEL__RECEIVES:
				setReceives((Long)newValue);
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
			case StragglerPackage.CHANNEL__PEER:
				setPeer(PEER_EDEFAULT);
				return;
			case StragglerPackage.CHANNEL__SENDS:
				setSends(SENDS_EDEFAULT);
				return;
			case StragglerPackage.CHANNEL__RECEIVES:
				setReceives(RECEIVES_EDEFAULT);
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
			case StragglerPackage.CHANNEL__PEER:
				return peer != PEER_EDEFAULT;
			case StragglerPackage.CHANNEL__SENDS:
				return sends != SENDS_EDEFAULT;
			case StragglerPackage.CHANNEL__RECEIVES:
				return receives != RECEIVES_EDEFAULT;
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
		result.append(" (peer: ");
		result.append(peer);
		result.append(", sends: ");
		result.append(sends);
		result.append(", receives: ");
		result.append(receives);
		result.append(')');
		return result.toString();
	}

} //ChannelImpl
