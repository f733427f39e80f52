/**
 */
package dev.straggler.model.impl;

import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.RankSet;
import dev.straggler.model.State;
import dev.straggler.model.StragglerFactory;
import dev.straggler.model.StragglerPackage;
import dev.straggler.model.Task;
import dev.straggler.model.Transition;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EDataTypeEList;
import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Job</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.impl.JobImpl#getDumpDir <em>Dump Dir</em>}</li>
 *   <li>{@link dev.straggler.model.impl.JobImpl#getWorldSize <em>World Size</em>}</li>
 *   <li>{@link dev.straggler.model.impl.JobImpl#getExecutable <em>Executable</em>}</li>
 *   <li>{@link dev.straggler.model.impl.JobImpl#getMpiLibrary <em>Mpi Library</em>}</li>
 *   <li>{@link dev.straggler.model.impl.JobImpl#getFormatVersion <em>Format Version</em>}</li>
 *   <li>{@link dev.straggler.model.impl.JobImpl#getModules <em>Modules</em>}</li>
 *   <li>{@link dev.straggler.model.impl.JobImpl#getStates <em>States</em>}</li>
 *   <li>{@link dev.straggler.model.impl.JobImpl#getTransitions <em>Transitions</em>}</li>
 *   <li>{@link dev.straggler.model.impl.JobImpl#getTasks <em>Tasks</em>}</li>
 *   <li>{@link dev.straggler.model.impl.JobImpl#getMissingRanks <em>Missing Ranks</em>}</li>
 *   <li>{@link dev.straggler.model.impl.JobImpl#getWarnings <em>Warnings</em>}</li>
 *   <li>{@link dev.straggler.model.impl.JobImpl#getDiagnoses <em>Diagnoses</em>}</li>
 * </ul>
 *
 * @generated
 */
public class JobImpl extends MinimalEObjectImpl.Container implements Job {
	/**
	 * The default value of the '{@link #getDumpDir() <em>Dump Dir</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDumpDir()
	 * @generated
	 * @ordered
	 */
	protected static final String DUMP_DIR_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getDumpDir() <em>Dump Dir</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDumpDir()
	 * @generated
	 * @ordered
	 */
	protected String dumpDir = DUMP_DIR_EDEFAULT;

	/**
	 * The default value of the '{@link #getWorldSize() <em>World Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWorldSize()
	 * @generated
	 * @ordered
	 */
	protected static final int WORLD_SIZE_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getWorldSize() <em>World Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWorldSize()
	 * @generated
	 * @ordered
	 */
	protected int worldSize = WORLD_SIZE_EDEFAULT;

	/**
	 * The default value of the '{@link #getExecutable() <em>Executable</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExecutable()
	 * @generated
	 * @ordered
	 */
	protected static final String EXECUTABLE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getExecutable() <em>Executable</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExecutable()
	 * @generated
	 * @ordered
	 */
	protected String executable = EXECUTABLE_EDEFAULT;

	/**
	 * The default value of the '{@link #getMpiLibrary() <em>Mpi Library</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMpiLibrary()
	 * @generated
	 * @ordered
	 */
	protected static final String MPI_LIBRARY_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getMpiLibrary() <em>Mpi Library</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMpiLibrary()
	 * @generated
	 * @ordered
	 */
	protected String mpiLibrary = MPI_LIBRARY_EDEFAULT;

	/**
	 * The default value of the '{@link #getFormatVersion() <em>Format Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFormatVersion()
	 * @generated
	 * @ordered
	 */
	protected static final String FORMAT_VERSION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getFormatVersion() <em>Format Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFormatVersion()
	 * @generated
	 * @ordered
	 */
	protected String formatVersion = FORMAT_VERSION_EDEFAULT;

	/**
	 * The cached value of the '{@link #getModules() <em>Modules</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getModules()
	 * @generated
	 * @ordered
	 */
	protected EList<dev.straggler.model.Module> modules;

	/**
	 * The cached value of the '{@link #getStates() <em>States</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStates()
	 * @generated
	 * @ordered
	 */
	protected EList<State> states;

	/**
	 * The cached value of the '{@link #getTransitions() <em>Transitions</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTransitions()
	 * @generated
	 * @ordered
	 */
	protected EList<Transition> transitions;

	/**
	 * The cached value of the '{@link #getTasks() <em>Tasks</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTasks()
	 * @generated
	 * @ordered
	 */
	protected EList<Task> tasks;

	/**
	 * The default value of the '{@link #getMissingRanks() <em>Missing Ranks</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMissingRanks()
	 * @generated
	 * @ordered
	 */
	protected static final RankSet MISSING_RANKS_EDEFAULT = (RankSet)StragglerFactory.eINSTANCE.createFromString(StragglerPackage.eINSTANCE.getRankSet(), "");

	/**
	 * The cached value of the '{@link #getMissingRanks() <em>Missing Ranks</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMissingRanks()
	 * @generated
	 * @ordered
	 */
	protected RankSet missingRanks = MISSING_RANKS_EDEFAULT;

	/**
	 * The cached value of the '{@link #getWarnings() <em>Warnings</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWarnings()
	 * @generated
	 * @ordered
	 */
	protected EList<String> warnings;

	/**
	 * The cached value of the '{@link #getDiagnoses() <em>Diagnoses</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDiagnoses()
	 * @generated
	 * @ordered
	 */
	protected EList<Diagnosis> diagnoses;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected JobImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return StragglerPackage.Literals.JOB;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getDumpDir() {
		return dumpDir;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDumpDir(String newDumpDir) {
		String oldDumpDir = dumpDir;
		dumpDir = newDumpDir;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.JOB__DUMP_DIR, oldDumpDir, dumpDir));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getWorldSize() {
		return worldSize;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWorldSize(int newWorldSize) {
		int oldWorldSize = worldSize;
		worldSize = newWorldSize;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.JOB__WORLD_SIZE, oldWorldSize, worldSize));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getExecutable() {
		return executable;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setExecutable(String newExecutable) {
		String oldExecutable = executable;
		executable = newExecutable;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.JOB__EXECUTABLE, oldExecutable, executable));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getMpiLibrary() {
		return mpiLibrary;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMpiLibrary(String newMpiLibrary) {
		String oldMpiLibrary = mpiLibrary;
		mpiLibrary = newMpiLibrary;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.JOB__MPI_LIBRARY, oldMpiLibrary, mpiLibrary));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getFormatVersion() {
		return formatVersion;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFormatVersion(String newFormatVersion) {
		String oldFormatVersion = formatVersion;
		formatVersion = newFormatVersion;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.JOB__FORMAT_VERSION, oldFormatVersion, formatVersion));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<dev.straggler.model.Module> getModules() {
		if (modules == null) {
			modules = new EObjectContainmentEList<dev.straggler.model.Module>(dev.straggler.model.Module.class, this, StragglerPackage.JOB__MODULES);
		}
		return modules;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<State> getStates() {
		if (states == null) {
			states = new EObjectContainmentEList<State>(State.class, this, StragglerPackage.JOB__STATES);
		}
		return states;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Transition> getTransitions() {
		if (transitions == null) {
			transitions = new EObjectContainmentEList<Transition>(Transition.class, this, StragglerPackage.JOB__TRANSITIONS);
		}
		return transitions;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Task> getTasks() {
		if (tasks == null) {
			tasks = new EObjectContainmentEList<Task>(Task.class, this, StragglerPackage.JOB__TASKS);
		}
		return tasks;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RankSet getMissingRanks() {
		return missingRanks;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMissingRanks(RankSet newMissingRanks) {
		RankSet oldMissingRanks = missingRanks;
		missingRanks = newMissingRanks;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.JOB__MISSING_RANKS, oldMissingRanks, missingRanks));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getWarnings() {
		if (warnings == null) {
			warnings = new EDataTypeEList<String>(String.class, this, StragglerPackage.JOB__WARNINGS);
		}
		return warnings;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Diagnosis> getDiagnoses() {
		if (diagnoses == null) {
			diagnoses = new EObjectContainmentEList<Diagnosis>(Diagnosis.class, this, StragglerPackage.JOB__DIAGNOSES);
		}
		return diagnoses;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case StragglerPackage.JOB__MODULES:
				return ((InternalEList<?>)getModules()).basicRemove(otherEnd, msgs);
			case StragglerPackage.JOB__STATES:
				return ((InternalEList<?>)getStates()).basicRemove(otherEnd, msgs);
			case StragglerPackage.JOB__TRANSITIONS:
				return ((InternalEList<?>)getTransitions()).basicRemove(otherEnd, msgs);
			case StragglerPackage.JOB__TASKS:
				return ((InternalEList<?>)getTasks()).basicRemove(otherEnd, msgs);
			case StragglerPackage.JOB__DIAGNOSES:
				return ((InternalEList<?>)getDiagnoses()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case StragglerPackage.JOB__DUMP_DIR:
				return getDumpDir();
			case StragglerPackage.JOB__WORLD_SIZE:
				return getWorldSize();
			case StragglerPackage.JOB__EXECUTABLE:
				return getExecutable();
			case StragglerPackage.JOB__MPI_LIBRARY:
				return getMpiLibrary();
			case StragglerPackage.JOB__FORMAT_VERSION:
				return getFormatVersion();
			case StragglerPackage.JOB__MODULES:
				return getModules();
			case StragglerPackage.JOB__STATES:
				return getStates();
			case StragglerPackage.JOB__TRANSITIONS:
				return getTransitions();
			case StragglerPackage.JOB__TASKS:
				return getTasks();
			case StragglerPackage.JOB__MISSING_RANKS:
				return getMissingRanks();
			case StragglerPackage.JOB__WARNINGS:
				return getWarnings();
			case StragglerPackage.JOB__DIAGNOSES:
				return getDiagnoses();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case StragglerPackage.JOB__DUMP_DIR:
				setDumpDir((String)newValue);
				return;
			case StragglerPackage.JOB__WORLD_SIZE:
				setWorldSize((Integer)newValue);
				return;
			case StragglerPackage.JOB__EXECUTABLE:
				setExecutable((String)newValue);
				return;
			case StragglerPackage.JOB__MPI_LIBRARY:
				setMpiLibrary((String)newValue);
				return;
			case StragglerPackage.JOB__FORMAT_VERSION:
				setFormatVersion((String)newValue);
				return;
			case StragglerPackage.JOB__MODULES:
				getModules().clear();
				getModules().addAll((Collection<? extends dev.straggler.model.Module>)newValue);
				return;
			case StragglerPackage.JOB__STATES:
				getStates().clear();
				getStates().addAll((Collection<? extends State>)newValue);
				return;
			case StragglerPackage.JOB__TRANSITIONS:
				getTransitions().clear();
				getTransitions().addAll((Collection<? extends Transition>)newValue);
				return;
			case StragglerPackage.JOB__TASKS:
				getTasks().clear();
				getTasks().addAll((Collection<? extends Task>)newValue);
				return;
			case StragglerPackage.JOB__MISSING_RANKS:
				setMissingRanks((RankSet)newValue);
				return;
			case StragglerPackage.JOB__WARNINGS:
				getWarnings().clear();
				getWarnings().addAll((Collection<? extends String>)newValue);
				return;
			case StragglerPackage.JOB__DIAGNOSES:
				getDiagnoses().clear();
				getDiagnoses().addAll((Collection<? extends Diagnosis>)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case StragglerPackage.JOB__DUMP_DIR:
				setDumpDir(DUMP_DIR_EDEFAULT);
				return;
			case StragglerPackage.JOB__WORLD_SIZE:
				setWorldSize(WORLD_SIZE_EDEFAULT);
				return;
			case StragglerPackage.JOB__EXECUTABLE:
				setExecutable(EXECUTABLE_EDEFAULT);
				return;
			case StragglerPackage.JOB__MPI_LIBRARY:
				setMpiLibrary(MPI_LIBRARY_EDEFAULT);
				return;
			case StragglerPackage.JOB__FORMAT_VERSION:
				setFormatVersion(FORMAT_VERSION_EDEFAULT);
				return;
			case StragglerPackage.JOB__MODULES:
				getModules().clear();
				return;
			case StragglerPackage.JOB__STATES:
				getStates().clear();
				return;
			case StragglerPackage.JOB__TRANSITIONS:
				getTransitions().clear();
				return;
			case StragglerPackage.JOB__TASKS:
				getTasks().clear();
				return;
			case StragglerPackage.JOB__MISSING_RANKS:
				setMissingRanks(MISSING_RANKS_EDEFAULT);
				return;
			case StragglerPackage.JOB__WARNINGS:
				getWarnings().clear();
				return;
			case StragglerPackage.JOB__DIAGNOSES:
				getDiagnoses().clear();
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case StragglerPackage.JOB__DUMP_DIR:
				return DUMP_DIR_EDEFAULT == null ? dumpDir != null : !DUMP_DIR_EDEFAULT.equals(dumpDir);
			case StragglerPackage.JOB__WORLD_SIZE:
				return worldSize != WORLD_SIZE_EDEFAULT;
			case StragglerPackage.JOB__EXECUTABLE:
				return EXECUTABLE_EDEFAULT == null ? executable != null : !EXECUTABLE_EDEFAULT.equals(executable);
			case StragglerPackage.JOB__MPI_LIBRARY:
				return MPI_LIBRARY_EDEFAULT == null ? mpiLibrary != null : !MPI_LIBRARY_EDEFAULT.equals(mpiLibrary);
			case StragglerPackage.JOB__FORMAT_VERSION:
				return FORMAT_VERSION_EDEFAULT == null ? formatVersion != null : !FORMAT_VERSION_EDEFAULT.equals(formatVersion);
			case StragglerPackage.JOB__MODULES:
				return modules != null && !modules.isEmpty();
			case StragglerPackage.JOB__STATES:
				return states != null && !states.isEmpty();
			case StragglerPackage.JOB__TRANSITIONS:
				return transitions != null && !transitions.isEmpty();
			case StragglerPackage.JOB__TASKS:
				return tasks != null && !tasks.isEmpty();
			case StragglerPackage.JOB__MISSING_RANKS:
				return MISSING_RANKS_EDEFAULT == null ? missingRanks != null : !MISSING_RANKS_EDEFAULT.equals(missingRanks);
			case StragglerPackage.JOB__WARNINGS:
				return warnings != null && !warnings.isEmpty();
			case StragglerPackage.JOB__DIAGNOSES:
				return diagnoses != null && !diagnoses.isEmpty();
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (dumpDir: ");
		result.append(dumpDir);
		result.append(", worldSize: ");
		result.append(worldSize);
		result.append(", executable: ");
		result.append(executable);
		result.append(", mpiLibrary: ");
		result.append(mpiLibrary);
		result.append(", formatVersion: ");
		result.append(formatVersion);
		result.append(", missingRanks: ");
		result.append(missingRanks);
		result.append(", warnings: ");
		result.append(warnings);
		result.append(')');
		return result.toString();
	}

} //JobImpl
