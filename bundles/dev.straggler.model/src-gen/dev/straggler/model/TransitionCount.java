/**
 */
package dev.straggler.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Transition Count</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.TransitionCount#getCount <em>Count</em>}</li>
 *   <li>{@link dev.straggler.model.TransitionCount#getRanks <em>Ranks</em>}</li>
 * </ul>
 *
 * @see dev.straggler.model.StragglerPackage#getTransitionCount()
 * @model
 * @generated
 */
public interface TransitionCount extends EObject {
	/**
	 * Returns the value of the '<em><b>Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Count</em>' attribute.
	 * @see #setCount(long)
	 * @see dev.straggler.model.StragglerPackage#getTransitionCount_Count()
	 * @model
	 * @generated
	 */
	long getCount();

	/**
	 * Sets the value of the '{@link dev.straggler.model.TransitionCount#getCount <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Count</em>' attribute.
	 * @see #getCount()
	 * @generated
	 */
	void setCount(long value);

	/**
	 * Returns the value of the '<em><b>Ranks</b></em>' attribute.
	 * The default value is <code>""</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Ranks</em>' attribute.
	 * @see #setRanks(RankSet)
	 * @see dev.straggler.model.StragglerPackage#getTransitionCount_Ranks()
	 * @model default="" dataType="dev.straggler.model.RankSet"
	 * @generated
	 */
	RankSet getRanks();

	/**
	 * Sets the value of the '{@link dev.straggler.model.TransitionCount#getRanks <em>Ranks</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ranks</em>' attribute.
	 * @see #getRanks()
	 * @generated
	 */
	void setRanks(RankSet value);

} // TransitionCount
