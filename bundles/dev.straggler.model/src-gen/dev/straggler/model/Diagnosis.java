/**
 */
package dev.straggler.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Diagnosis</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.Diagnosis#getAlgorithm <em>Algorithm</em>}</li>
 *   <li>{@link dev.straggler.model.Diagnosis#getNodes <em>Nodes</em>}</li>
 *   <li>{@link dev.straggler.model.Diagnosis#getEdges <em>Edges</em>}</li>
 *   <li>{@link dev.straggler.model.Diagnosis#getLeastProgressed <em>Least Progressed</em>}</li>
 *   <li>{@link dev.straggler.model.Diagnosis#getSummary <em>Summary</em>}</li>
 *   <li>{@link dev.straggler.model.Diagnosis#getAnalysisMillis <em>Analysis Millis</em>}</li>
 * </ul>
 *
 * @see dev.straggler.model.StragglerPackage#getDiagnosis()
 * @model
 * @generated
 */
public interface Diagnosis extends EObject {
	/**
	 * Returns the value of the '<em><b>Algorithm</b></em>' attribute.
	 * The literals are from the enumeration {@link dev.straggler.model.PdgAlgorithm}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Algorithm</em>' attribute.
	 * @see dev.straggler.model.PdgAlgorithm
	 * @see #setAlgorithm(PdgAlgorithm)
	 * @see dev.straggler.model.StragglerPackage#getDiagnosis_Algorithm()
	 * @model
	 * @generated
	 */
	PdgAlgorithm getAlgorithm();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Diagnosis#getAlgorithm <em>Algorithm</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Algorithm</em>' attribute.
	 * @see dev.straggler.model.PdgAlgorithm
	 * @see #getAlgorithm()
	 * @generated
	 */
	void setAlgorithm(PdgAlgorithm value);

	/**
	 * Returns the value of the '<em><b>Nodes</b></em>' containment reference list.
	 * The list contents are of type {@link dev.straggler.model.PdgNode}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Nodes</em>' containment reference list.
	 * @see dev.straggler.model.StragglerPackage#getDiagnosis_Nodes()
	 * @model containment="true"
	 * @generated
	 */
	EList<PdgNode> getNodes();

	/**
	 * Returns the value of the '<em><b>Edges</b></em>' containment reference list.
	 * The list contents are of type {@link dev.straggler.model.PdgEdge}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Edges</em>' containment reference list.
	 * @see dev.straggler.model.StragglerPackage#getDiagnosis_Edges()
	 * @model containment="true"
	 * @generated
	 */
	EList<PdgEdge> getEdges();

	/**
	 * Returns the value of the '<em><b>Least Progressed</b></em>' reference list.
	 * The list contents are of type {@link dev.straggler.model.PdgNode}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Least Progressed</em>' reference list.
	 * @see dev.straggler.model.StragglerPackage#getDiagnosis_LeastProgressed()
	 * @model
	 * @generated
	 */
	EList<PdgNode> getLeastProgressed();

	/**
	 * Returns the value of the '<em><b>Summary</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Summary</em>' attribute.
	 * @see #setSummary(String)
	 * @see dev.straggler.model.StragglerPackage#getDiagnosis_Summary()
	 * @model
	 * @generated
	 */
	String getSummary();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Diagnosis#getSummary <em>Summary</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Summary</em>' attribute.
	 * @see #getSummary()
	 * @generated
	 */
	void setSummary(String value);

	/**
	 * Returns the value of the '<em><b>Analysis Millis</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Analysis Millis</em>' attribute.
	 * @see #setAnalysisMillis(long)
	 * @see dev.straggler.model.StragglerPackage#getDiagnosis_AnalysisMillis()
	 * @model
	 * @generated
	 */
	long getAnalysisMillis();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Diagnosis#getAnalysisMillis <em>Analysis Millis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Analysis Millis</em>' attribute.
	 * @see #getAnalysisMillis()
	 * @generated
	 */
	void setAnalysisMillis(long value);

} // Diagnosis
