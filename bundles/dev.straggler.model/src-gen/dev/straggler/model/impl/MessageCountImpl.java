/**
 */
package dev.straggler.model.impl;

import dev.straggler.model.MessageCount;
import dev.straggler.model.State;
import dev.straggler.model.StragglerPackage;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Message Count</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.impl.MessageCountImpl#getPeer <em>Peer</em>}</li>
 *   <li>{@link dev.straggler.model.impl.MessageCountImpl#getTag <em>Tag</em>}</li>
 *   <li>{@link dev.straggler.model.impl.MessageCountImpl#getCommunicator <em>Communicator</em>}</li>
 *   <li>{@link dev.straggler.model.impl.MessageCountImpl#getCommunicatorSize <em>Communicator Size</em>}</li>
 *   <li>{@link dev.straggler.model.impl.MessageCountImpl#getCommunicatorId <em>Communicator Id</em>}</li>
 *   <li>{@link dev.straggler.model.impl.MessageCountImpl#getSends <em>Sends</em>}</li>
 *   <li>{@link dev.straggler.model.impl.MessageCountImpl#getReceives <em>Receives</em>}</li>
 *   <li>{@link dev.straggler.model.impl.MessageCountImpl#getLastSend <em>Last Send</em>}</li>
 *   <li>{@link dev.straggler.model.impl.MessageCountImpl#getLastReceive <em>Last Receive</em>}</li>
 * </ul>
 *
 * @generated
 */
public class MessageCountImpl extends MinimalEObjectImpl.Container implements MessageCount {
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
	 * The default value of the '{@link #getTag() <em>Tag</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTag()
	 * @generated
	 * @ordered
	 */
	protected static final int TAG_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getTag() <em>Tag</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTag()
	 * @generated
	 * @ordered
	 */
	protected int tag = TAG_EDEFAULT;

	/**
	 * The default value of the '{@link #getCommunicator() <em>Communicator</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCommunicator()
	 * @generated
	 * @ordered
	 */
	protected static final String COMMUNICATOR_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCommunicator() <em>Communicator</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCommunicator()
	 * @generated
	 * @ordered
	 */
	protected String communicator = COMMUNICATOR_EDEFAULT;

	/**
	 * The default value of the '{@link #getCommunicatorSize() <em>Communicator Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCommunicatorSize()
	 * @generated
	 * @ordered
	 */
	protected static final int COMMUNICATOR_SIZE_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getCommunicatorSize() <em>Communicator Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCommunicatorSize()
	 * @generated
	 * @ordered
	 */
	protected int communicatorSize = COMMUNICATOR_SIZE_EDEFAULT;

	/**
	 * The default value of the '{@link #getCommunicatorId() <em>Communicator Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCommunicatorId()
	 * @generated
	 * @ordered
	 */
	protected static final long COMMUNICATOR_ID_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getCommunicatorId() <em>Communicator Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCommunicatorId()
	 * @generated
	 * @ordered
	 */
	protected long communicatorId = COMMUNICATOR_ID_EDEFAULT;

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
	 * The cached value of the '{@link #getLastSend() <em>Last Send</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLastSend()
	 * @generated
	 * @ordered
	 */
	protected State lastSend;

	/**
	 * The cached value of the '{@link #getLastReceive() <em>Last Receive</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLastReceive()
	 * @generated
	 * @ordered
	 */
	protected State lastReceive;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected MessageCountImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return StragglerPackage.Literals.MESSAGE_COUNT;
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
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.MESSAGE_COUNT__PEER, oldPeer, peer));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getTag() {
		return tag;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTag(int newTag) {
		int oldTag = tag;
		tag = newTag;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.MESSAGE_COUNT__TAG, oldTag, tag));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCommunicator() {
		return communicator;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCommunicator(String newCommunicator) {
		String oldCommunicator = communicator;
		communicator = newCommunicator;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.MESSAGE_COUNT__COMMUNICATOR, oldCommunicator, communicator));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCommunicatorSize() {
		return communicatorSize;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCommunicatorSize(int newCommunicatorSize) {
		int oldCommunicatorSize = communicatorSize;
		communicatorSize = newCommunicatorSize;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.MESSAGE_COUNT__COMMUNICATOR_SIZE, oldCommunicatorSize, communicatorSize));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getCommunicatorId() {
		return communicatorId;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCommunicatorId(long newCommunicatorId) {
		long oldCommunicatorId = communicatorId;
		communicatorId = newCommunicatorId;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.MESSAGE_COUNT__COMMUNICATOR_ID, oldCommunicatorId, communicatorId));
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
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.MESSAGE_COUNT__SENDS, oldSends, sends));
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
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.MESSAGE_COUNT__RECEIVES, oldReceives, receives));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public State getLastSend() {
		if (lastSend != null && lastSend.eIsProxy()) {
			InternalEObject oldLastSend = (InternalEObject)lastSend;
			lastSend = (State)eResolveProxy(oldLastSend);
			if (lastSend != oldLastSend) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, StragglerPackage.MESSAGE_COUNT__LAST_SEND, oldLastSend, lastSend));
			}
		}
		return lastSend;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public State basicGetLastSend() {
		return lastSend;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLastSend(State newLastSend) {
		State oldLastSend = lastSend;
		lastSend = newLastSend;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.MESSAGE_COUNT__LAST_SEND, oldLastSend, lastSend));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public State getLastReceive() {
		if (lastReceive != null && lastReceive.eIsProxy()) {
			InternalEObject oldLastReceive = (InternalEObject)lastReceive;
			lastReceive = (State)eResolveProxy(oldLastReceive);
			if (lastReceive != oldLastReceive) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, StragglerPackage.MESSAGE_COUNT__LAST_RECEIVE, oldLastReceive, lastReceive));
			}
		}
		return lastReceive;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public State basicGetLastReceive() {
		return lastReceive;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLastReceive(State newLastReceive) {
		State oldLastReceive = lastReceive;
		lastReceive = newLastReceive;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.MESSAGE_COUNT__LAST_RECEIVE, oldLastReceive, lastReceive));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case StragglerPackage.MESSAGE_COUNT__PEER:
				return getPeer();
			case StragglerPackage.MESSAGE_COUNT__TAG:
				return getTag();
			case StragglerPackage.MESSAGE_COUNT__COMMUNICATOR:
				return getCommunicator();
			case StragglerPackage.MESSAGE_COUNT__COMMUNICATOR_SIZE:
				return getCommunicatorSize();
			case StragglerPackage.MESSAGE_COUNT__COMMUNICATOR_ID:
				return getCommunicatorId();
			case StragglerPackage.MESSAGE_COUNT__SENDS:
				return getSends();
			case StragglerPackage.MESSAGE_COUNT__RECEIVES:
				return getReceives();
			case StragglerPackage.MESSAGE_COUNT__LAST_SEND:
				if (resolve) return getLastSend();
				return basicGetLastSend();
			case StragglerPackage.MESSAGE_COUNT__LAST_RECEIVE:
				if (resolve) return getLastReceive();
				return basicGetLastReceive();
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
			case StragglerPackage.MESSAGE_COUNT__PEER:
				setPeer((Integer)newValue);
				return;
			case StragglerPackage.MESSAGE_COUNT__TAG:
				setTag((Integer)newValue);
				return;
			case StragglerPackage.MESSAGE_COUNT__COMMUNICATOR:
				setCommunicator((String)newValue);
				return;
			case StragglerPackage.MESSAGE_COUNT__COMMUNICATOR_SIZE:
				setCommunicatorSize((Integer)newValue);
				return;
			case StragglerPackage.MESSAGE_COUNT__COMMUNICATOR_ID:
				setCommunicatorId((Long)newValue);
				return;
			case StragglerPackage.MESSAGE_COUNT__SENDS:
				setSends((Long)newValue);
				return;
			case StragglerPackage.MESSAGE_COUNT__RECEIVES:
				setReceives((Long)newValue);
				return;
			case StragglerPackage.MESSAGE_COUNT__LAST_SEND:
				setLastSend((State)newValue);
				return;
			case StragglerPackage.MESSAGE_COUNT__LAST_RECEIVE:
				setLastReceive((State)newValue);
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
			case StragglerPackage.MESSAGE_COUNT__PEER:
				setPeer(PEER_EDEFAULT);
				return;
			case StragglerPackage.MESSAGE_COUNT__TAG:
				setTag(TAG_EDEFAULT);
				return;
			case StragglerPackage.MESSAGE_COUNT__COMMUNICATOR:
				setCommunicator(COMMUNICATOR_EDEFAULT);
				return;
			case StragglerPackage.MESSAGE_COUNT__COMMUNICATOR_SIZE:
				setCommunicatorSize(COMMUNICATOR_SIZE_EDEFAULT);
				return;
			case StragglerPackage.MESSAGE_COUNT__COMMUNICATOR_ID:
				setCommunicatorId(COMMUNICATOR_ID_EDEFAULT);
				return;
			case StragglerPackage.MESSAGE_COUNT__SENDS:
				setSends(SENDS_EDEFAULT);
				return;
			case StragglerPackage.MESSAGE_COUNT__RECEIVES:
				setReceives(RECEIVES_EDEFAULT);
				return;
			case StragglerPackage.MESSAGE_COUNT__LAST_SEND:
				setLastSend((State)null);
				return;
			case StragglerPackage.MESSAGE_COUNT__LAST_RECEIVE:
				setLastReceive((State)null);
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
			case StragglerPackage.MESSAGE_COUNT__PEER:
				return peer != PEER_EDEFAULT;
			case StragglerPackage.MESSAGE_COUNT__TAG:
				return tag != TAG_EDEFAULT;
			case StragglerPackage.MESSAGE_COUNT__COMMUNICATOR:
				return COMMUNICATOR_EDEFAULT == null ? communicator != null : !COMMUNICATOR_EDEFAULT.equals(communicator);
			case StragglerPackage.MESSAGE_COUNT__COMMUNICATOR_SIZE:
				return communicatorSize != COMMUNICATOR_SIZE_EDEFAULT;
			case StragglerPackage.MESSAGE_COUNT__COMMUNICATOR_ID:
				return communicatorId != COMMUNICATOR_ID_EDEFAULT;
			case StragglerPackage.MESSAGE_COUNT__SENDS:
				return sends != SENDS_EDEFAULT;
			case StragglerPackage.MESSAGE_COUNT__RECEIVES:
				return receives != RECEIVES_EDEFAULT;
			case StragglerPackage.MESSAGE_COUNT__LAST_SEND:
				return lastSend != null;
			case StragglerPackage.MESSAGE_COUNT__LAST_RECEIVE:
				return lastReceive != null;
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
		result.append(", tag: ");
		result.append(tag);
		result.append(", communicator: ");
		result.append(communicator);
		result.append(", communicatorSize: ");
		result.append(communicatorSize);
		result.append(", communicatorId: ");
		result.append(communicatorId);
		result.append(", sends: ");
		result.append(sends);
		result.append(", receives: ");
		result.append(receives);
		result.append(')');
		return result.toString();
	}

} //MessageCountImpl
