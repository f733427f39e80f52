/**
 */
package dev.straggler.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Transition</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.Transition#getSource <em>Source</em>}</li>
 *   <li>{@link dev.straggler.model.Transition#getTarget <em>Target</em>}</li>
 *   <li>{@link dev.straggler.model.Transition#getCount <em>Count</em>}</li>
 *   <li>{@link dev.straggler.model.Transition#getCounts <em>Counts</em>}</li>
 *   <li>{@link dev.straggler.model.Transition#getMeanSeconds <em>Mean Seconds</em>}</li>
 *   <li>{@link dev.straggler.model.Transition#getM2 <em>M2</em>}</li>
 *   <li>{@link dev.straggler.model.Transition#getMinSeconds <em>Min Seconds</em>}</li>
 *   <li>{@link dev.straggler.model.Transition#getMaxSeconds <em>Max Seconds</em>}</li>
 * </ul>
 *
 * @see dev.straggler.model.StragglerPackage#getTransition()
 * @model
 * @generated
 */
public interface Transition extends EObject {
	/**
	 * Returns the value of the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Source</em>' reference.
	 * @see #setSource(State)
	 * @see dev.straggler.model.StragglerPackage#getTransition_Source()
	 * @model required="true"
	 * @generated
	 */
	State getSource();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Transition#getSource <em>Source</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Source</em>' reference.
	 * @see #getSource()
	 * @generated
	 */
	void setSource(State value);

	/**
	 * Returns the value of the '<em><b>Target</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Target</em>' reference.
	 * @see #setTarget(State)
	 * @see dev.straggler.model.StragglerPackage#getTransition_Target()
	 * @model required="true"
	 * @generated
	 */
	State getTarget();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Transition#getTarget <em>Target</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Target</em>' reference.
	 * @see #getTarget()
	 * @generated
	 */
	void setTarget(State value);

	/**
	 * Returns the value of the '<em><b>Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Total number of times the transition was taken, over all tasks.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Count</em>' attribute.
	 * @see #setCount(long)
	 * @see dev.straggler.model.StragglerPackage#getTransition_Count()
	 * @model
	 * @generated
	 */
	long getCount();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Transition#getCount <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Count</em>' attribute.
	 * @see #getCount()
	 * @generated
	 */
	void setCount(long value);

	/**
	 * Returns the value of the '<em><b>Counts</b></em>' containment reference list.
	 * The list contents are of type {@link dev.straggler.model.TransitionCount}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * One entry per distinct per-task count, with the ranks that took the transition exactly that many times.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Counts</em>' containment reference list.
	 * @see dev.straggler.model.StragglerPackage#getTransition_Counts()
	 * @model containment="true"
	 * @generated
	 */
	EList<TransitionCount> getCounts();

	/**
	 * Returns the value of the '<em><b>Mean Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Mean Seconds</em>' attribute.
	 * @see #setMeanSeconds(double)
	 * @see dev.straggler.model.StragglerPackage#getTransition_MeanSeconds()
	 * @model
	 * @generated
	 */
	double getMeanSeconds();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Transition#getMeanSeconds <em>Mean Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mean Seconds</em>' attribute.
	 * @see #getMeanSeconds()
	 * @generated
	 */
	void setMeanSeconds(double value);

	/**
	 * Returns the value of the '<em><b>M2</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Sum of squared deviations of the transition time from the mean (Welford), merged over tasks.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>M2</em>' attribute.
	 * @see #setM2(double)
	 * @see dev.straggler.model.StragglerPackage#getTransition_M2()
	 * @model
	 * @generated
	 */
	double getM2();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Transition#getM2 <em>M2</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>M2</em>' attribute.
	 * @see #getM2()
	 * @generated
	 */
	void setM2(double value);

	/**
	 * Returns the value of the '<em><b>Min Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Min Seconds</em>' attribute.
	 * @see #setMinSeconds(double)
	 * @see dev.straggler.model.StragglerPackage#getTransition_MinSeconds()
	 * @model
	 * @generated
	 */
	double getMinSeconds();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Transition#getMinSeconds <em>Min Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Min Seconds</em>' attribute.
	 * @see #getMinSeconds()
	 * @generated
	 */
	void setMinSeconds(double value);

	/**
	 * Returns the value of the '<em><b>Max Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Max Seconds</em>' attribute.
	 * @see #setMaxSeconds(double)
	 * @see dev.straggler.model.StragglerPackage#getTransition_MaxSeconds()
	 * @model
	 * @generated
	 */
	double getMaxSeconds();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Transition#getMaxSeconds <em>Max Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Seconds</em>' attribute.
	 * @see #getMaxSeconds()
	 * @generated
	 */
	void setMaxSeconds(double value);

} // Transition
