/**
 */
package dev.straggler.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Channel</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The messages a task posted with one peer (all communicators and tags).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.Channel#getPeer <em>Peer</em>}</li>
 *   <li>{@link dev.straggler.model.Channel#getSends <em>Sends</em>}</li>
 *   <li>{@link dev.straggler.model.Channel#getReceives <em>Receives</em>}</li>
 * </ul>
 *
 * @see dev.straggler.model.StragglerPackage#getChannel()
 * @model
 * @generated
 */
public interface Channel extends EObject {
	/**
	 * Returns the value of the '<em><b>Peer</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Peer</em>' attribute.
	 * @see #setPeer(int)
	 * @see dev.straggler.model.StragglerPackage#getChannel_Peer()
	 * @model
	 * @generated
	 */
	int getPeer();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Channel#getPeer <em>Peer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Peer</em>' attribute.
	 * @see #getPeer()
	 * @generated
	 */
	void setPeer(int value);

	/**
	 * Returns the value of the '<em><b>Sends</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Sends</em>' attribute.
	 * @see #setSends(long)
	 * @see dev.straggler.model.StragglerPackage#getChannel_Sends()
	 * @model
	 * @generated
	 */
	long getSends();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Channel#getSends <em>Sends</em>}' attribute.
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
	 * @return the value of the '<em>Receives</em>' attribute.
	 * @see #setReceives(long)
	 * @see dev.straggler.model.StragglerPackage#getChannel_Receives()
	 * @model
	 * @generated
	 */
	long getReceives();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Channel#getReceives <em>Receives</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Receives</em>' attribute.
	 * @see #getReceives()
	 * @generated
	 */
	void setReceives(long value);

} // Channel
