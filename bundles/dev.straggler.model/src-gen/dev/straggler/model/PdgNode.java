/**
 */
package dev.straggler.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Pdg Node</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.PdgNode#getState <em>State</em>}</li>
 *   <li>{@link dev.straggler.model.PdgNode#getRanks <em>Ranks</em>}</li>
 *   <li>{@link dev.straggler.model.PdgNode#isLeastProgressed <em>Least Progressed</em>}</li>
 *   <li>{@link dev.straggler.model.PdgNode#getFrames <em>Frames</em>}</li>
 *   <li>{@link dev.straggler.model.PdgNode#getLabel <em>Label</em>}</li>
 * </ul>
 *
 * @see dev.straggler.model.StragglerPackage#getPdgNode()
 * @model
 * @generated
 */
public interface PdgNode extends EObject {
	/**
	 * Returns the value of the '<em><b>State</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>State</em>' reference.
	 * @see #setState(State)
	 * @see dev.straggler.model.StragglerPackage#getPdgNode_State()
	 * @model
	 * @generated
	 */
	State getState();

	/**
	 * Sets the value of the '{@link dev.straggler.model.PdgNode#getState <em>State</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>State</em>' reference.
	 * @see #getState()
	 * @generated
	 */
	void setState(State value);

	/**
	 * Returns the value of the '<em><b>Ranks</b></em>' attribute.
	 * The default value is <code>""</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Ranks</em>' attribute.
	 * @see #setRanks(RankSet)
	 * @see dev.straggler.model.StragglerPackage#getPdgNode_Ranks()
	 * @model default="" dataType="dev.straggler.model.RankSet"
	 * @generated
	 */
	RankSet getRanks();

	/**
	 * Sets the value of the '{@link dev.straggler.model.PdgNode#getRanks <em>Ranks</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ranks</em>' attribute.
	 * @see #getRanks()
	 * @generated
	 */
	void setRanks(RankSet value);

	/**
	 * Returns the value of the '<em><b>Least Progressed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Least Progressed</em>' attribute.
	 * @see #setLeastProgressed(boolean)
	 * @see dev.straggler.model.StragglerPackage#getPdgNode_LeastProgressed()
	 * @model
	 * @generated
	 */
	boolean isLeastProgressed();

	/**
	 * Sets the value of the '{@link dev.straggler.model.PdgNode#isLeastProgressed <em>Least Progressed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Least Progressed</em>' attribute.
	 * @see #isLeastProgressed()
	 * @generated
	 */
	void setLeastProgressed(boolean value);

	/**
	 * Returns the value of the '<em><b>Frames</b></em>' containment reference list.
	 * The list contents are of type {@link dev.straggler.model.Frame}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The representative location: for a computation state the sampled stack of its lowest rank when available, else the state's call site.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Frames</em>' containment reference list.
	 * @see dev.straggler.model.StragglerPackage#getPdgNode_Frames()
	 * @model containment="true"
	 * @generated
	 */
	EList<Frame> getFrames();

	/**
	 * Returns the value of the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Label</em>' attribute.
	 * @see #setLabel(String)
	 * @see dev.straggler.model.StragglerPackage#getPdgNode_Label()
	 * @model
	 * @generated
	 */
	String getLabel();

	/**
	 * Sets the value of the '{@link dev.straggler.model.PdgNode#getLabel <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Label</em>' attribute.
	 * @see #getLabel()
	 * @generated
	 */
	void setLabel(String value);

} // PdgNode
