/**
 */
package dev.straggler.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Wait Part</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * One part of a wait or one pending operation: what the task waits for, from whom, with which tag, on which communicator.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.WaitPart#getRole <em>Role</em>}</li>
 *   <li>{@link dev.straggler.model.WaitPart#getPeer <em>Peer</em>}</li>
 *   <li>{@link dev.straggler.model.WaitPart#getTag <em>Tag</em>}</li>
 *   <li>{@link dev.straggler.model.WaitPart#getCommunicator <em>Communicator</em>}</li>
 *   <li>{@link dev.straggler.model.WaitPart#getCommunicatorSize <em>Communicator Size</em>}</li>
 *   <li>{@link dev.straggler.model.WaitPart#isRequest <em>Request</em>}</li>
 *   <li>{@link dev.straggler.model.WaitPart#isPersistent <em>Persistent</em>}</li>
 *   <li>{@link dev.straggler.model.WaitPart#getBytes <em>Bytes</em>}</li>
 *   <li>{@link dev.straggler.model.WaitPart#getRoot <em>Root</em>}</li>
 *   <li>{@link dev.straggler.model.WaitPart#getOrdinal <em>Ordinal</em>}</li>
 *   <li>{@link dev.straggler.model.WaitPart#getCommunicatorId <em>Communicator Id</em>}</li>
 * </ul>
 *
 * @see dev.straggler.model.StragglerPackage#getWaitPart()
 * @model
 * @generated
 */
public interface WaitPart extends EObject {
	/**
	 * Returns the value of the '<em><b>Role</b></em>' attribute.
	 * The literals are from the enumeration {@link dev.straggler.model.WaitRole}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Role</em>' attribute.
	 * @see dev.straggler.model.WaitRole
	 * @see #setRole(WaitRole)
	 * @see dev.straggler.model.StragglerPackage#getWaitPart_Role()
	 * @model
	 * @generated
	 */
	WaitRole getRole();

	/**
	 * Sets the value of the '{@link dev.straggler.model.WaitPart#getRole <em>Role</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Role</em>' attribute.
	 * @see dev.straggler.model.WaitRole
	 * @see #getRole()
	 * @generated
	 */
	void setRole(WaitRole value);

	/**
	 * Returns the value of the '<em><b>Peer</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * World rank of the peer; -1 unknown or none (collectives), -2 MPI_ANY_SOURCE.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Peer</em>' attribute.
	 * @see #setPeer(int)
	 * @see dev.straggler.model.StragglerPackage#getWaitPart_Peer()
	 * @model
	 * @generated
	 */
	int getPeer();

	/**
	 * Sets the value of the '{@link dev.straggler.model.WaitPart#getPeer <em>Peer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Peer</em>' attribute.
	 * @see #getPeer()
	 * @generated
	 */
	void setPeer(int value);

	/**
	 * Returns the value of the '<em><b>Tag</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The message tag; -1 MPI_ANY_TAG or none (collectives).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Tag</em>' attribute.
	 * @see #setTag(int)
	 * @see dev.straggler.model.StragglerPackage#getWaitPart_Tag()
	 * @model
	 * @generated
	 */
	int getTag();

	/**
	 * Sets the value of the '{@link dev.straggler.model.WaitPart#getTag <em>Tag</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Tag</em>' attribute.
	 * @see #getTag()
	 * @generated
	 */
	void setTag(int value);

	/**
	 * Returns the value of the '<em><b>Communicator</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The communicator's name (MPI_Comm_get_name; empty when unnamed).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Communicator</em>' attribute.
	 * @see #setCommunicator(String)
	 * @see dev.straggler.model.StragglerPackage#getWaitPart_Communicator()
	 * @model
	 * @generated
	 */
	String getCommunicator();

	/**
	 * Sets the value of the '{@link dev.straggler.model.WaitPart#getCommunicator <em>Communicator</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Communicator</em>' attribute.
	 * @see #getCommunicator()
	 * @generated
	 */
	void setCommunicator(String value);

	/**
	 * Returns the value of the '<em><b>Communicator Size</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Communicator Size</em>' attribute.
	 * @see #setCommunicatorSize(int)
	 * @see dev.straggler.model.StragglerPackage#getWaitPart_CommunicatorSize()
	 * @model
	 * @generated
	 */
	int getCommunicatorSize();

	/**
	 * Sets the value of the '{@link dev.straggler.model.WaitPart#getCommunicatorSize <em>Communicator Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Communicator Size</em>' attribute.
	 * @see #getCommunicatorSize()
	 * @generated
	 */
	void setCommunicatorSize(int value);

	/**
	 * Returns the value of the '<em><b>Request</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A nonblocking or persistent request (not the blocking call's own operation).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Request</em>' attribute.
	 * @see #setRequest(boolean)
	 * @see dev.straggler.model.StragglerPackage#getWaitPart_Request()
	 * @model
	 * @generated
	 */
	boolean isRequest();

	/**
	 * Sets the value of the '{@link dev.straggler.model.WaitPart#isRequest <em>Request</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Request</em>' attribute.
	 * @see #isRequest()
	 * @generated
	 */
	void setRequest(boolean value);

	/**
	 * Returns the value of the '<em><b>Persistent</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Persistent</em>' attribute.
	 * @see #setPersistent(boolean)
	 * @see dev.straggler.model.StragglerPackage#getWaitPart_Persistent()
	 * @model
	 * @generated
	 */
	boolean isPersistent();

	/**
	 * Sets the value of the '{@link dev.straggler.model.WaitPart#isPersistent <em>Persistent</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Persistent</em>' attribute.
	 * @see #isPersistent()
	 * @generated
	 */
	void setPersistent(boolean value);

	/**
	 * Returns the value of the '<em><b>Bytes</b></em>' attribute.
	 * The default value is <code>"-1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Size in bytes (count times MPI_Type_size): a send's message, a receive's posted buffer (the largest message it accepts), a collective's own block (0 for MPI_Barrier); -1 unknown (a probe, an unknown request, a matched receive, a v- or w-collective, dumps older than 1.5).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Bytes</em>' attribute.
	 * @see #setBytes(long)
	 * @see dev.straggler.model.StragglerPackage#getWaitPart_Bytes()
	 * @model default="-1"
	 * @generated
	 */
	long getBytes();

	/**
	 * Sets the value of the '{@link dev.straggler.model.WaitPart#getBytes <em>Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bytes</em>' attribute.
	 * @see #getBytes()
	 * @generated
	 */
	void setBytes(long value);

	/**
	 * Returns the value of the '<em><b>Root</b></em>' attribute.
	 * The default value is <code>"-1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * World rank of the root of a rooted collective (MPI_Bcast, MPI_Reduce, MPI_Gather(v), MPI_Scatter(v) and their nonblocking forms); -1 none (point-to-point, an unrooted collective, a root in an intercommunicator's remote group, dumps older than 1.5).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Root</em>' attribute.
	 * @see #setRoot(int)
	 * @see dev.straggler.model.StragglerPackage#getWaitPart_Root()
	 * @model default="-1"
	 * @generated
	 */
	int getRoot();

	/**
	 * Sets the value of the '{@link dev.straggler.model.WaitPart#getRoot <em>Root</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Root</em>' attribute.
	 * @see #getRoot()
	 * @generated
	 */
	void setRoot(int value);

	/**
	 * Returns the value of the '<em><b>Ordinal</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Its number among the sends (receives) the task posted to (from) its peer with its tag on its communicator, 1 = the first (an any-source receive: among the any-source receives with its tag; a persistent request: at its latest MPI_Start); 0 unknown (a probe, a collective, an unknown request, dumps older than 1.7).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ordinal</em>' attribute.
	 * @see #setOrdinal(long)
	 * @see dev.straggler.model.StragglerPackage#getWaitPart_Ordinal()
	 * @model default="0"
	 * @generated
	 */
	long getOrdinal();

	/**
	 * Sets the value of the '{@link dev.straggler.model.WaitPart#getOrdinal <em>Ordinal</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ordinal</em>' attribute.
	 * @see #getOrdinal()
	 * @generated
	 */
	void setOrdinal(long value);

	/**
	 * Returns the value of the '<em><b>Communicator Id</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Its communicator's id (dump format 1.7): 1 MPI_COMM_WORLD; with bit 63 clear an id every member of the communicator has for it; with bit 63 set the task's own (it tells two communicators of the task apart, and means nothing across tasks); 0 unknown (dumps older than 1.7).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Communicator Id</em>' attribute.
	 * @see #setCommunicatorId(long)
	 * @see dev.straggler.model.StragglerPackage#getWaitPart_CommunicatorId()
	 * @model default="0"
	 * @generated
	 */
	long getCommunicatorId();

	/**
	 * Sets the value of the '{@link dev.straggler.model.WaitPart#getCommunicatorId <em>Communicator Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Communicator Id</em>' attribute.
	 * @see #getCommunicatorId()
	 * @generated
	 */
	void setCommunicatorId(long value);

} // WaitPart
