/**
 */
package dev.straggler.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Thread Stack</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The stack of one thread of a task, sampled at the dump.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.ThreadStack#getTid <em>Tid</em>}</li>
 *   <li>{@link dev.straggler.model.ThreadStack#isMpiThread <em>Mpi Thread</em>}</li>
 *   <li>{@link dev.straggler.model.ThreadStack#isSampleFailed <em>Sample Failed</em>}</li>
 *   <li>{@link dev.straggler.model.ThreadStack#getFrames <em>Frames</em>}</li>
 * </ul>
 *
 * @see dev.straggler.model.StragglerPackage#getThreadStack()
 * @model
 * @generated
 */
public interface ThreadStack extends EObject {
	/**
	 * Returns the value of the '<em><b>Tid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The Linux thread id.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Tid</em>' attribute.
	 * @see #setTid(long)
	 * @see dev.straggler.model.StragglerPackage#getThreadStack_Tid()
	 * @model
	 * @generated
	 */
	long getTid();

	/**
	 * Sets the value of the '{@link dev.straggler.model.ThreadStack#getTid <em>Tid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Tid</em>' attribute.
	 * @see #getTid()
	 * @generated
	 */
	void setTid(long value);

	/**
	 * Returns the value of the '<em><b>Mpi Thread</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * True for the thread that initialized MPI.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Mpi Thread</em>' attribute.
	 * @see #setMpiThread(boolean)
	 * @see dev.straggler.model.StragglerPackage#getThreadStack_MpiThread()
	 * @model
	 * @generated
	 */
	boolean isMpiThread();

	/**
	 * Sets the value of the '{@link dev.straggler.model.ThreadStack#isMpiThread <em>Mpi Thread</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mpi Thread</em>' attribute.
	 * @see #isMpiThread()
	 * @generated
	 */
	void setMpiThread(boolean value);

	/**
	 * Returns the value of the '<em><b>Sample Failed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * True when the thread did not answer the sample (it blocks the signal, or ended): no frames.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sample Failed</em>' attribute.
	 * @see #setSampleFailed(boolean)
	 * @see dev.straggler.model.StragglerPackage#getThreadStack_SampleFailed()
	 * @model
	 * @generated
	 */
	boolean isSampleFailed();

	/**
	 * Sets the value of the '{@link dev.straggler.model.ThreadStack#isSampleFailed <em>Sample Failed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sample Failed</em>' attribute.
	 * @see #isSampleFailed()
	 * @generated
	 */
	void setSampleFailed(boolean value);

	/**
	 * Returns the value of the '<em><b>Frames</b></em>' containment reference list.
	 * The list contents are of type {@link dev.straggler.model.Frame}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The sampled stack, innermost first.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Frames</em>' containment reference list.
	 * @see dev.straggler.model.StragglerPackage#getThreadStack_Frames()
	 * @model containment="true"
	 * @generated
	 */
	EList<Frame> getFrames();

} // ThreadStack
