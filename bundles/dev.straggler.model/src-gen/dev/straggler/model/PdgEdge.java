/**
 */
package dev.straggler.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Pdg Edge</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A progress dependence between two PDG nodes; see DependenceType for the direction.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.PdgEdge#getSource <em>Source</em>}</li>
 *   <li>{@link dev.straggler.model.PdgEdge#getTarget <em>Target</em>}</li>
 *   <li>{@link dev.straggler.model.PdgEdge#getType <em>Type</em>}</li>
 *   <li>{@link dev.straggler.model.PdgEdge#getForwardProbability <em>Forward Probability</em>}</li>
 *   <li>{@link dev.straggler.model.PdgEdge#getBackwardProbability <em>Backward Probability</em>}</li>
 * </ul>
 *
 * @see dev.straggler.model.StragglerPackage#getPdgEdge()
 * @model
 * @generated
 */
public interface PdgEdge extends EObject {
	/**
	 * Returns the value of the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Source</em>' reference.
	 * @see #setSource(PdgNode)
	 * @see dev.straggler.model.StragglerPackage#getPdgEdge_Source()
	 * @model
	 * @generated
	 */
	PdgNode getSource();

	/**
	 * Sets the value of the '{@link dev.straggler.model.PdgEdge#getSource <em>Source</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Source</em>' reference.
	 * @see #getSource()
	 * @generated
	 */
	void setSource(PdgNode value);

	/**
	 * Returns the value of the '<em><b>Target</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Target</em>' reference.
	 * @see #setTarget(PdgNode)
	 * @see dev.straggler.model.StragglerPackage#getPdgEdge_Target()
	 * @model
	 * @generated
	 */
	PdgNode getTarget();

	/**
	 * Sets the value of the '{@link dev.straggler.model.PdgEdge#getTarget <em>Target</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Target</em>' reference.
	 * @see #getTarget()
	 * @generated
	 */
	void setTarget(PdgNode value);

	/**
	 * Returns the value of the '<em><b>Type</b></em>' attribute.
	 * The literals are from the enumeration {@link dev.straggler.model.DependenceType}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Type</em>' attribute.
	 * @see dev.straggler.model.DependenceType
	 * @see #setType(DependenceType)
	 * @see dev.straggler.model.StragglerPackage#getPdgEdge_Type()
	 * @model
	 * @generated
	 */
	DependenceType getType();

	/**
	 * Sets the value of the '{@link dev.straggler.model.PdgEdge#getType <em>Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Type</em>' attribute.
	 * @see dev.straggler.model.DependenceType
	 * @see #getType()
	 * @generated
	 */
	void setType(DependenceType value);

	/**
	 * Returns the value of the '<em><b>Forward Probability</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Forward Probability</em>' attribute.
	 * @see #setForwardProbability(double)
	 * @see dev.straggler.model.StragglerPackage#getPdgEdge_ForwardProbability()
	 * @model
	 * @generated
	 */
	double getForwardProbability();

	/**
	 * Sets the value of the '{@link dev.straggler.model.PdgEdge#getForwardProbability <em>Forward Probability</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Forward Probability</em>' attribute.
	 * @see #getForwardProbability()
	 * @generated
	 */
	void setForwardProbability(double value);

	/**
	 * Returns the value of the '<em><b>Backward Probability</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Backward Probability</em>' attribute.
	 * @see #setBackwardProbability(double)
	 * @see dev.straggler.model.StragglerPackage#getPdgEdge_BackwardProbability()
	 * @model
	 * @generated
	 */
	double getBackwardProbability();

	/**
	 * Sets the value of the '{@link dev.straggler.model.PdgEdge#getBackwardProbability <em>Backward Probability</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Backward Probability</em>' attribute.
	 * @see #getBackwardProbability()
	 * @generated
	 */
	void setBackwardProbability(double value);

} // PdgEdge
