/**
 */
package dev.straggler.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>State</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A state of the merged Markov model (AutomaDeD section 3.1).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.State#getKey <em>Key</em>}</li>
 *   <li>{@link dev.straggler.model.State#getKind <em>Kind</em>}</li>
 *   <li>{@link dev.straggler.model.State#getCall <em>Call</em>}</li>
 *   <li>{@link dev.straggler.model.State#getCallSite <em>Call Site</em>}</li>
 * </ul>
 *
 * @see dev.straggler.model.StragglerPackage#getState()
 * @model
 * @generated
 */
public interface State extends EObject {
	/**
	 * Returns the value of the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Identity of the state across tasks: "C|MPI_Send|/path/module+0x1a2b/..." (C = communication, P = computation), the call and the call-site frames' module path and hexadecimal offset, innermost first.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Key</em>' attribute.
	 * @see #setKey(String)
	 * @see dev.straggler.model.StragglerPackage#getState_Key()
	 * @model id="true"
	 * @generated
	 */
	String getKey();

	/**
	 * Sets the value of the '{@link dev.straggler.model.State#getKey <em>Key</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Key</em>' attribute.
	 * @see #getKey()
	 * @generated
	 */
	void setKey(String value);

	/**
	 * Returns the value of the '<em><b>Kind</b></em>' attribute.
	 * The literals are from the enumeration {@link dev.straggler.model.StateKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Kind</em>' attribute.
	 * @see dev.straggler.model.StateKind
	 * @see #setKind(StateKind)
	 * @see dev.straggler.model.StragglerPackage#getState_Kind()
	 * @model
	 * @generated
	 */
	StateKind getKind();

	/**
	 * Sets the value of the '{@link dev.straggler.model.State#getKind <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kind</em>' attribute.
	 * @see dev.straggler.model.StateKind
	 * @see #getKind()
	 * @generated
	 */
	void setKind(StateKind value);

	/**
	 * Returns the value of the '<em><b>Call</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Call</em>' attribute.
	 * @see #setCall(String)
	 * @see dev.straggler.model.StragglerPackage#getState_Call()
	 * @model
	 * @generated
	 */
	String getCall();

	/**
	 * Sets the value of the '{@link dev.straggler.model.State#getCall <em>Call</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Call</em>' attribute.
	 * @see #getCall()
	 * @generated
	 */
	void setCall(String value);

	/**
	 * Returns the value of the '<em><b>Call Site</b></em>' containment reference list.
	 * The list contents are of type {@link dev.straggler.model.Frame}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The call-site stack, innermost first (return addresses).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Call Site</em>' containment reference list.
	 * @see dev.straggler.model.StragglerPackage#getState_CallSite()
	 * @model containment="true"
	 * @generated
	 */
	EList<Frame> getCallSite();

} // State
