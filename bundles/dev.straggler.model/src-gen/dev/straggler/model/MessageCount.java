/**
 */
package dev.straggler.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Message Count</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The sends and receives a task posted with one peer, one tag, on one communicator (dump format 1.7).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.MessageCount#getPeer <em>Peer</em>}</li>
 *   <li>{@link dev.straggler.model.MessageCount#getTag <em>Tag</em>}</li>
 *   <li>{@link dev.straggler.model.MessageCount#getCommunicator <em>Communicator</em>}</li>
 *   <li>{@link dev.straggler.model.MessageCount#getCommunicatorSize <em>Communicator Size</em>}</li>
 *   <li>{@link dev.straggler.model.MessageCount#getCommunicatorId <em>Communicator Id</em>}</li>
 *   <li>{@link dev.straggler.model.MessageCount#getSends <em>Sends</em>}</li>
 *   <li>{@link dev.straggler.model.MessageCount#getReceives <em>Receives</em>}</li>
 *   <li>{@link dev.straggler.model.MessageCount#getLastSend <em>Last Send</em>}</li>
 *   <li>{@link dev.straggler.model.MessageCount#getLastReceive <em>Last Receive</em>}</li>
 * </ul>
 *
 * @see dev.straggler.model.StragglerPackage#getMessageCount()
 * @model
 * @generated
 */
public interface MessageCount extends EObject {
	/**
	 * Returns the value of the '<em><b>Peer</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * World rank of the peer; -2 MPI_ANY_SOURCE (receives only).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Peer</em>' attribute.
	 * @see #setPeer(int)
	 * @see dev.straggler.model.StragglerPackage#getMessageCount_Peer()
	 * @model
	 * @generated
	 */
	int getPeer();

	/**
	 * Sets the value of the '{@link dev.straggler.model.MessageCount#getPeer <em>Peer</em>}' attribute.
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
	 * The tag; -1 MPI_ANY_TAG (receives only).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Tag</em>' attribute.
	 * @see #setTag(int)
	 * @see dev.straggler.model.StragglerPackage#getMessageCount_Tag()
	 * @model
	 * @generated
	 */
	int getTag();

	/**
	 * Sets the value of the '{@link dev.straggler.model.MessageCount#getTag <em>Tag</em>}' attribute.
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
	 * @see dev.straggler.model.StragglerPackage#getMessageCount_Communicator()
	 * @model
	 * @generated
	 */
	String getCommunicator();

	/**
	 * Sets the value of the '{@link dev.straggler.model.MessageCount#getCommunicator <em>Communicator</em>}' attribute.
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
	 * @see dev.straggler.model.StragglerPackage#getMessageCount_CommunicatorSize()
	 * @model
	 * @generated
	 */
	int getCommunicatorSize();

	/**
	 * Sets the value of the '{@link dev.straggler.model.MessageCount#getCommunicatorSize <em>Communicator Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Communicator Size</em>' attribute.
	 * @see #getCommunicatorSize()
	 * @generated
	 */
	void setCommunicatorSize(int value);

	/**
	 * Returns the value of the '<em><b>Communicator Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The communicator's id (see WaitPart.communicatorId).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Communicator Id</em>' attribute.
	 * @see #setCommunicatorId(long)
	 * @see dev.straggler.model.StragglerPackage#getMessageCount_CommunicatorId()
	 * @model
	 * @generated
	 */
	long getCommunicatorId();

	/**
	 * Sets the value of the '{@link dev.straggler.model.MessageCount#getCommunicatorId <em>Communicator Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Communicator Id</em>' attribute.
	 * @see #getCommunicatorId()
	 * @generated
	 */
	void setCommunicatorId(long value);

	/**
	 * Returns the value of the '<em><b>Sends</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Sends the task posted to the peer with the tag on the communicator.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sends</em>' attribute.
	 * @see #setSends(long)
	 * @see dev.straggler.model.StragglerPackage#getMessageCount_Sends()
	 * @model
	 * @generated
	 */
	long getSends();

	/**
	 * Sets the value of the '{@link dev.straggler.model.MessageCount#getSends <em>Sends</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sends</em>' attribute.
	 * @see #getSends()
	 * @generated
	 */
	void setSends(long value);

	/**
	 * Returns the value of the '<em><b>Receives</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Receives the task posted from the peer with the tag on the communicator.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Receives</em>' attribute.
	 * @see #setReceives(long)
	 * @see dev.straggler.model.StragglerPackage#getMessageCount_Receives()
	 * @model
	 * @generated
	 */
	long getReceives();

	/**
	 * Sets the value of the '{@link dev.straggler.model.MessageCount#getReceives <em>Receives</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Receives</em>' attribute.
	 * @see #getReceives()
	 * @generated
	 */
	void setReceives(long value);

	/**
	 * Returns the value of the '<em><b>Last Send</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The state of the call that posted the last of the sends; null none or unknown.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Last Send</em>' reference.
	 * @see #setLastSend(State)
	 * @see dev.straggler.model.StragglerPackage#getMessageCount_LastSend()
	 * @model
	 * @generated
	 */
	State getLastSend();

	/**
	 * Sets the value of the '{@link dev.straggler.model.MessageCount#getLastSend <em>Last Send</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Last Send</em>' reference.
	 * @see #getLastSend()
	 * @generated
	 */
	void setLastSend(State value);

	/**
	 * Returns the value of the '<em><b>Last Receive</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The state of the call that posted the last of the receives; null none or unknown.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Last Receive</em>' reference.
	 * @see #setLastReceive(State)
	 * @see dev.straggler.model.StragglerPackage#getMessageCount_LastReceive()
	 * @model
	 * @generated
	 */
	State getLastReceive();

	/**
	 * Sets the value of the '{@link dev.straggler.model.MessageCount#getLastReceive <em>Last Receive</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Last Receive</em>' reference.
	 * @see #getLastReceive()
	 * @generated
	 */
	void setLastReceive(State value);

} // MessageCount
