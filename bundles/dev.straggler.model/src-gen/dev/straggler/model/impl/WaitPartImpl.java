/**
 */
package dev.straggler.model.impl;

import dev.straggler.model.StragglerPackage;
import dev.straggler.model.WaitPart;
import dev.straggler.model.WaitRole;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Wait Part</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.impl.WaitPartImpl#getRole <em>Role</em>}</li>
 *   <li>{@link dev.straggler.model.impl.WaitPartImpl#getPeer <em>Peer</em>}</li>
 *   <li>{@link dev.straggler.model.impl.WaitPartImpl#getTag <em>Tag</em>}</li>
 *   <li>{@link dev.straggler.model.impl.WaitPartImpl#getCommunicator <em>Communicator</em>}</li>
 *   <li>{@link dev.straggler.model.impl.WaitPartImpl#getCommunicatorSize <em>Communicator Size</em>}</li>
 *   <li>{@link dev.straggler.model.impl.WaitPartImpl#isRequest <em>Request</em>}</li>
 *   <li>{@link dev.straggler.model.impl.WaitPartImpl#isPersistent <em>Persistent</em>}</li>
 *   <li>{@link dev.straggler.model.impl.WaitPartImpl#getBytes <em>Bytes</em>}</li>
 *   <li>{@link dev.straggler.model.impl.WaitPartImpl#getRoot <em>Root</em>}</li>
 *   <li>{@link dev.straggler.model.impl.WaitPartImpl#getOrdinal <em>Ordinal</em>}</li>
 *   <li>{@link dev.straggler.model.impl.WaitPartImpl#getCommunicatorId <em>Communicator Id</em>}</li>
 * </ul>
 *
 * @generated
 */
public class WaitPartImpl extends MinimalEObjectImpl.Container implements WaitPart {
	/**
	 * The default value of the '{@link #getRole() <em>Role</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRole()
	 * @generated
	 * @ordered
	 */
	protected static final WaitRole ROLE_EDEFAULT = WaitRole.UNKNOWN;

	/**
	 * The cached value of the '{@link #getRole() <em>Role</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRole()
	 * @generated
	 * @ordered
	 */
	protected WaitRole role = ROLE_EDEFAULT;

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
	 * The default value of the '{@link #isRequest() <em>Request</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRequest()
	 * @generated
	 * @ordered
	 */
	protected static final boolean REQUEST_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isRequest() <em>Request</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRequest()
	 * @generated
	 * @ordered
	 */
	protected boolean request = REQUEST_EDEFAULT;

	/**
	 * The default value of the '{@link #isPersistent() <em>Persistent</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isPersistent()
	 * @generated
	 * @ordered
	 */
	protected static final boolean PERSISTENT_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isPersistent() <em>Persistent</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isPersistent()
	 * @generated
	 * @ordered
	 */
	protected boolean persistent = PERSISTENT_EDEFAULT;

	/**
	 * The default value of the '{@link #getBytes() <em>Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long BYTES_EDEFAULT = -1L;

	/**
	 * The cached value of the '{@link #getBytes() <em>Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBytes()
	 * @generated
	 * @ordered
	 */
	protected long bytes = BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getRoot() <em>Root</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRoot()
	 * @generated
	 * @ordered
	 */
	protected static final int ROOT_EDEFAULT = -1;

	/**
	 * The cached value of the '{@link #getRoot() <em>Root</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRoot()
	 * @generated
	 * @ordered
	 */
	protected int root = ROOT_EDEFAULT;

	/**
	 * The default value of the '{@link #getOrdinal() <em>Ordinal</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOrdinal()
	 * @generated
	 * @ordered
	 */
	protected static final long ORDINAL_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getOrdinal() <em>Ordinal</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOrdinal()
	 * @generated
	 * @ordered
	 */
	protected long ordinal = ORDINAL_EDEFAULT;

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
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected WaitPartImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return StragglerPackage.Literals.WAIT_PART;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public WaitRole getRole() {
		return role;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRole(WaitRole newRole) {
		WaitRole oldRole = role;
		role = newRole == null ? ROLE_EDEFAULT : newRole;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.WAIT_PART__ROLE, oldRole, role));
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
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.WAIT_PART__PEER, oldPeer, peer));
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
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.WAIT_PART__TAG, oldTag, tag));
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
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.WAIT_PART__COMMUNICATOR, oldCommunicator, communicator));
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
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.WAIT_PART__COMMUNICATOR_SIZE, oldCommunicatorSize, communicatorSize));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isRequest() {
		return request;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRequest(boolean newRequest) {
		boolean oldRequest = request;
		request = newRequest;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.WAIT_PART__REQUEST, oldRequest, request));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isPersistent() {
		return persistent;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPersistent(boolean newPersistent) {
		boolean oldPersistent = persistent;
		persistent = newPersistent;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.WAIT_PART__PERSISTENT, oldPersistent, persistent));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getBytes() {
		return bytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBytes(long newBytes) {
		long oldBytes = bytes;
		bytes = newBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.WAIT_PART__BYTES, oldBytes, bytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRoot() {
		return root;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRoot(int newRoot) {
		int oldRoot = root;
		root = newRoot;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.WAIT_PART__ROOT, oldRoot, root));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getOrdinal() {
		return ordinal;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setOrdinal(long newOrdinal) {
		long oldOrdinal = ordinal;
		ordinal = newOrdinal;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.WAIT_PART__ORDINAL, oldOrdinal, ordinal));
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
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.WAIT_PART__COMMUNICATOR_ID, oldCommunicatorId, communicatorId));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case StragglerPackage.WAIT_PART__ROLE:
				return getRole();
			case StragglerPackage.WAIT_PART__PEER:
				return getPeer();
			case StragglerPackage.WAIT_PART__TAG:
				return getTag();
			case StragglerPackage.WAIT_PART__COMMUNICATOR:
				return getCommunicator();
			case StragglerPackage.WAIT_PART__COMMUNICATOR_SIZE:
				return getCommunicatorSize();
			case StragglerPackage.WAIT_PART__REQUEST:
				return isRequest();
			case StragglerPackage.WAIT_PART__PERSISTENT:
				return isPersistent();
			case StragglerPackage.WAIT_PART__BYTES:
				return getBytes();
			case StragglerPackage.WAIT_PART__ROOT:
				return getRoot();
			case StragglerPackage.WAIT_PART__ORDINAL:
				return getOrdinal();
			case StragglerPackage.WAIT_PART__COMMUNICATOR_ID:
				return getCommunicatorId();
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
			case StragglerPackage.WAIT_PART__ROLE:
				setRole((WaitRole)newValue);
				return;
			case StragglerPackage.WAIT_PART__PEER:
				setPeer((Integer)newValue);
				return;
			case StragglerPackage.WAIT_PART__TAG:
				setTag((Integer)newValue);
				return;
			case StragglerPackage.WAIT_PART__COMMUNICATOR:
				setCommunicator((String)newValue);
				return;
			case StragglerPackage.WAIT_PART__COMMUNICATOR_SIZE:
				setCommunicatorSize((Integer)newValue);
				return;
			case StragglerPackage.WAIT_PART__REQUEST:
				setRequest((Boolean)newValue);
				return;
			case StragglerPackage.WAIT_PART__PERSISTENT:
				setPersistent((Boolean)newValue);
				return;
			case StragglerPackage.WAIT_PART__BYTES:
				setBytes((Long)newValue);
				return;
			case StragglerPackage.WAIT_PART__ROOT:
				setRoot((Integer)newValue);
				return;
			case StragglerPackage.WAIT_PART__ORDINAL:
				setOrdinal((Long)newValue);
				return;
			case StragglerPackage.WAIT_PART__COMMUNICATOR_ID:
				setCommunicatorId((Long)newValue);
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
			case StragglerPackage.WAIT_PART__ROLE:
				setRole(ROLE_EDEFAULT);
				return;
			case StragglerPackage.WAIT_PART__PEER:
				setPeer(PEER_EDEFAULT);
				return;
			case StragglerPackage.WAIT_PART__TAG:
				setTag(TAG_EDEFAULT);
				return;
			case StragglerPackage.WAIT_PART__COMMUNICATOR:
				setCommunicator(COMMUNICATOR_EDEFAULT);
				return;
			case StragglerPackage.WAIT_PART__COMMUNICATOR_SIZE:
				setCommunicatorSize(COMMUNICATOR_SIZE_EDEFAULT);
				return;
			case StragglerPackage.WAIT_PART__REQUEST:
				setRequest(REQUEST_EDEFAULT);
				return;
			case StragglerPackage.WAIT_PART__PERSISTENT:
				setPersistent(PERSISTENT_EDEFAULT);
				return;
			case StragglerPackage.WAIT_PART__BYTES:
				setBytes(BYTES_EDEFAULT);
				return;
			case StragglerPackage.WAIT_PART__ROOT:
				setRoot(ROOT_EDEFAULT);
				return;
			case StragglerPackage.WAIT_PART__ORDINAL:
				setOrdinal(ORDINAL_EDEFAULT);
				return;
			case StragglerPackage.WAIT_PART__COMMUNICATOR_ID:
				setCommunicatorId(COMMUNICATOR_ID_EDEFAULT);
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
			case StragglerPackage.WAIT_PART__ROLE:
				return role != ROLE_EDEFAULT;
			case StragglerPackage.WAIT_PART__PEER:
				return peer != PEER_EDEFAULT;
			case StragglerPackage.WAIT_PART__TAG:
				return tag != TAG_EDEFAULT;
			case StragglerPackage.WAIT_PART__COMMUNICATOR:
				return COMMUNICATOR_EDEFAULT == null ? communicator != null : !COMMUNICATOR_EDEFAULT.equals(communicator);
			case StragglerPackage.WAIT_PART__COMMUNICATOR_SIZE:
				return communicatorSize != COMMUNICATOR_SIZE_EDEFAULT;
			case StragglerPackage.WAIT_PART__REQUEST:
				return request != REQUEST_EDEFAULT;
			case StragglerPackage.WAIT_PART__PERSISTENT:
				return persistent != PERSISTENT_EDEFAULT;
			case StragglerPackage.WAIT_PART__BYTES:
				return bytes != BYTES_EDEFAULT;
			case StragglerPackage.WAIT_PART__ROOT:
				return root != ROOT_EDEFAULT;
			case StragglerPackage.WAIT_PART__ORDINAL:
				return ordinal != ORDINAL_EDEFAULT;
			case StragglerPackage.WAIT_PART__COMMUNICATOR_ID:
				return communicatorId != COMMUNICATOR_ID_EDEFAULT;
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
		result.append(" (role: ");
		result.append(role);
		result.append(", peer: ");
		result.append(peer);
		result.append(", tag: ");
		result.append(tag);
		result.append(", communicator: ");
		result.append(communicator);
		result.append(", communicatorSize: ");
		result.append(communicatorSize);
		result.append(", request: ");
		result.append(request);
		result.append(", persistent: ");
		result.append(persistent);
		result.append(", bytes: ");
		result.append(bytes);
		result.append(", root: ");
		result.append(root);
		result.append(", ordinal: ");
		result.append(ordinal);
		result.append(", communicatorId: ");
		result.append(communicatorId);
		result.append(')');
		return result.toString();
	}

} //WaitPartImpl
