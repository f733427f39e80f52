/**
 */
package dev.straggler.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Job</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A diagnosed MPI job: the merged content of one dump directory, plus the diagnoses computed from it.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.Job#getDumpDir <em>Dump Dir</em>}</li>
 *   <li>{@link dev.straggler.model.Job#getWorldSize <em>World Size</em>}</li>
 *   <li>{@link dev.straggler.model.Job#getExecutable <em>Executable</em>}</li>
 *   <li>{@link dev.straggler.model.Job#getMpiLibrary <em>Mpi Library</em>}</li>
 *   <li>{@link dev.straggler.model.Job#getFormatVersion <em>Format Version</em>}</li>
 *   <li>{@link dev.straggler.model.Job#getModules <em>Modules</em>}</li>
 *   <li>{@link dev.straggler.model.Job#getStates <em>States</em>}</li>
 *   <li>{@link dev.straggler.model.Job#getTransitions <em>Transitions</em>}</li>
 *   <li>{@link dev.straggler.model.Job#getTasks <em>Tasks</em>}</li>
 *   <li>{@link dev.straggler.model.Job#getMissingRanks <em>Missing Ranks</em>}</li>
 *   <li>{@link dev.straggler.model.Job#getWarnings <em>Warnings</em>}</li>
 *   <li>{@link dev.straggler.model.Job#getDiagnoses <em>Diagnoses</em>}</li>
 * </ul>
 *
 * @see dev.straggler.model.StragglerPackage#getJob()
 * @model
 * @generated
 */
public interface Job extends EObject {
	/**
	 * Returns the value of the '<em><b>Dump Dir</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Dump Dir</em>' attribute.
	 * @see #setDumpDir(String)
	 * @see dev.straggler.model.StragglerPackage#getJob_DumpDir()
	 * @model
	 * @generated
	 */
	String getDumpDir();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Job#getDumpDir <em>Dump Dir</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Dump Dir</em>' attribute.
	 * @see #getDumpDir()
	 * @generated
	 */
	void setDumpDir(String value);

	/**
	 * Returns the value of the '<em><b>World Size</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>World Size</em>' attribute.
	 * @see #setWorldSize(int)
	 * @see dev.straggler.model.StragglerPackage#getJob_WorldSize()
	 * @model
	 * @generated
	 */
	int getWorldSize();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Job#getWorldSize <em>World Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>World Size</em>' attribute.
	 * @see #getWorldSize()
	 * @generated
	 */
	void setWorldSize(int value);

	/**
	 * Returns the value of the '<em><b>Executable</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Executable</em>' attribute.
	 * @see #setExecutable(String)
	 * @see dev.straggler.model.StragglerPackage#getJob_Executable()
	 * @model
	 * @generated
	 */
	String getExecutable();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Job#getExecutable <em>Executable</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Executable</em>' attribute.
	 * @see #getExecutable()
	 * @generated
	 */
	void setExecutable(String value);

	/**
	 * Returns the value of the '<em><b>Mpi Library</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Mpi Library</em>' attribute.
	 * @see #setMpiLibrary(String)
	 * @see dev.straggler.model.StragglerPackage#getJob_MpiLibrary()
	 * @model
	 * @generated
	 */
	String getMpiLibrary();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Job#getMpiLibrary <em>Mpi Library</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mpi Library</em>' attribute.
	 * @see #getMpiLibrary()
	 * @generated
	 */
	void setMpiLibrary(String value);

	/**
	 * Returns the value of the '<em><b>Format Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Format Version</em>' attribute.
	 * @see #setFormatVersion(String)
	 * @see dev.straggler.model.StragglerPackage#getJob_FormatVersion()
	 * @model
	 * @generated
	 */
	String getFormatVersion();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Job#getFormatVersion <em>Format Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Format Version</em>' attribute.
	 * @see #getFormatVersion()
	 * @generated
	 */
	void setFormatVersion(String value);

	/**
	 * Returns the value of the '<em><b>Modules</b></em>' containment reference list.
	 * The list contents are of type {@link dev.straggler.model.Module}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Modules</em>' containment reference list.
	 * @see dev.straggler.model.StragglerPackage#getJob_Modules()
	 * @model containment="true"
	 * @generated
	 */
	EList<dev.straggler.model.Module> getModules();

	/**
	 * Returns the value of the '<em><b>States</b></em>' containment reference list.
	 * The list contents are of type {@link dev.straggler.model.State}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>States</em>' containment reference list.
	 * @see dev.straggler.model.StragglerPackage#getJob_States()
	 * @model containment="true"
	 * @generated
	 */
	EList<State> getStates();

	/**
	 * Returns the value of the '<em><b>Transitions</b></em>' containment reference list.
	 * The list contents are of type {@link dev.straggler.model.Transition}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Transitions</em>' containment reference list.
	 * @see dev.straggler.model.StragglerPackage#getJob_Transitions()
	 * @model containment="true"
	 * @generated
	 */
	EList<Transition> getTransitions();

	/**
	 * Returns the value of the '<em><b>Tasks</b></em>' containment reference list.
	 * The list contents are of type {@link dev.straggler.model.Task}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * One task per readable dump, sorted by rank.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Tasks</em>' containment reference list.
	 * @see dev.straggler.model.StragglerPackage#getJob_Tasks()
	 * @model containment="true"
	 * @generated
	 */
	EList<Task> getTasks();

	/**
	 * Returns the value of the '<em><b>Missing Ranks</b></em>' attribute.
	 * The default value is <code>""</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Ranks of the world without a readable dump.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Missing Ranks</em>' attribute.
	 * @see #setMissingRanks(RankSet)
	 * @see dev.straggler.model.StragglerPackage#getJob_MissingRanks()
	 * @model default="" dataType="dev.straggler.model.RankSet"
	 * @generated
	 */
	RankSet getMissingRanks();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Job#getMissingRanks <em>Missing Ranks</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Missing Ranks</em>' attribute.
	 * @see #getMissingRanks()
	 * @generated
	 */
	void setMissingRanks(RankSet value);

	/**
	 * Returns the value of the '<em><b>Warnings</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Warnings</em>' attribute list.
	 * @see dev.straggler.model.StragglerPackage#getJob_Warnings()
	 * @model unique="false"
	 * @generated
	 */
	EList<String> getWarnings();

	/**
	 * Returns the value of the '<em><b>Diagnoses</b></em>' containment reference list.
	 * The list contents are of type {@link dev.straggler.model.Diagnosis}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Diagnoses</em>' containment reference list.
	 * @see dev.straggler.model.StragglerPackage#getJob_Diagnoses()
	 * @model containment="true"
	 * @generated
	 */
	EList<Diagnosis> getDiagnoses();

} // Job
