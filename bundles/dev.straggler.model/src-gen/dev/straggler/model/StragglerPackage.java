/**
 */
package dev.straggler.model;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

/**
 * <!-- begin-user-doc -->
 * The <b>Package</b> for the model.
 * It contains accessors for the meta objects to represent
 * <ul>
 *   <li>each class,</li>
 *   <li>each feature of each class,</li>
 *   <li>each operation of each class,</li>
 *   <li>each enum,</li>
 *   <li>and each data type</li>
 * </ul>
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * The Straggler model: a diagnosed MPI job as read from the runtime's dump directory (docs/dump-format.md), the merged per-task Markov models (AutomaDeD) and the progress dependence graphs computed from them.
 * <!-- end-model-doc -->
 * @see dev.straggler.model.StragglerFactory
 * @model kind="package"
 * @generated
 */
public interface StragglerPackage extends EPackage {
	/**
	 * The package name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNAME = "straggler";

	/**
	 * The package namespace URI.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_URI = "http://straggler.dev/model/1.0";

	/**
	 * The package namespace name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_PREFIX = "straggler";

	/**
	 * The singleton instance of the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	StragglerPackage eINSTANCE = dev.straggler.model.impl.StragglerPackageImpl.init();

	/**
	 * The meta object id for the '{@link dev.straggler.model.impl.JobImpl <em>Job</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.impl.JobImpl
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getJob()
	 * @generated
	 */
	int JOB = 0;

	/**
	 * The feature id for the '<em><b>Dump Dir</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JOB__DUMP_DIR = 0;

	/**
	 * The feature id for the '<em><b>World Size</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JOB__WORLD_SIZE = 1;

	/**
	 * The feature id for the '<em><b>Executable</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JOB__EXECUTABLE = 2;

	/**
	 * The feature id for the '<em><b>Mpi Library</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JOB__MPI_LIBRARY = 3;

	/**
	 * The feature id for the '<em><b>Format Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JOB__FORMAT_VERSION = 4;

	/**
	 * The feature id for the '<em><b>Modules</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JOB__MODULES = 5;

	/**
	 * The feature id for the '<em><b>States</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JOB__STATES = 6;

	/**
	 * The feature id for the '<em><b>Transitions</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JOB__TRANSITIONS = 7;

	/**
	 * The feature id for the '<em><b>Tasks</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JOB__TASKS = 8;

	/**
	 * The feature id for the '<em><b>Missing Ranks</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JOB__MISSING_RANKS = 9;

	/**
	 * The feature id for the '<em><b>Warnings</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JOB__WARNINGS = 10;

	/**
	 * The feature id for the '<em><b>Diagnoses</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JOB__DIAGNOSES = 11;

	/**
	 * The number of structural features of the '<em>Job</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JOB_FEATURE_COUNT = 12;

	/**
	 * The number of operations of the '<em>Job</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JOB_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link dev.straggler.model.impl.ModuleImpl <em>Module</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.impl.ModuleImpl
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getModule()
	 * @generated
	 */
	int MODULE = 1;

	/**
	 * The feature id for the '<em><b>Path</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODULE__PATH = 0;

	/**
	 * The feature id for the '<em><b>Build Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODULE__BUILD_ID = 1;

	/**
	 * The number of structural features of the '<em>Module</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODULE_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Module</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODULE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link dev.straggler.model.impl.FrameImpl <em>Frame</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.impl.FrameImpl
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getFrame()
	 * @generated
	 */
	int FRAME = 2;

	/**
	 * The feature id for the '<em><b>Module</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FRAME__MODULE = 0;

	/**
	 * The feature id for the '<em><b>Offset</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FRAME__OFFSET = 1;

	/**
	 * The feature id for the '<em><b>Return Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FRAME__RETURN_ADDRESS = 2;

	/**
	 * The feature id for the '<em><b>Function</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FRAME__FUNCTION = 3;

	/**
	 * The feature id for the '<em><b>File</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FRAME__FILE = 4;

	/**
	 * The feature id for the '<em><b>Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FRAME__LINE = 5;

	/**
	 * The feature id for the '<em><b>Resolved</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FRAME__RESOLVED = 6;

	/**
	 * The number of structural features of the '<em>Frame</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FRAME_FEATURE_COUNT = 7;

	/**
	 * The number of operations of the '<em>Frame</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FRAME_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link dev.straggler.model.impl.StateImpl <em>State</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.impl.StateImpl
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getState()
	 * @generated
	 */
	int STATE = 3;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATE__KEY = 0;

	/**
	 * The feature id for the '<em><b>Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATE__KIND = 1;

	/**
	 * The feature id for the '<em><b>Call</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATE__CALL = 2;

	/**
	 * The feature id for the '<em><b>Call Site</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATE__CALL_SITE = 3;

	/**
	 * The number of structural features of the '<em>State</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATE_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>State</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STATE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link dev.straggler.model.impl.TransitionImpl <em>Transition</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.impl.TransitionImpl
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getTransition()
	 * @generated
	 */
	int TRANSITION = 4;

	/**
	 * The feature id for the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSITION__SOURCE = 0;

	/**
	 * The feature id for the '<em><b>Target</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSITION__TARGET = 1;

	/**
	 * The feature id for the '<em><b>Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSITION__COUNT = 2;

	/**
	 * The feature id for the '<em><b>Counts</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSITION__COUNTS = 3;

	/**
	 * The feature id for the '<em><b>Mean Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSITION__MEAN_SECONDS = 4;

	/**
	 * The feature id for the '<em><b>M2</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSITION__M2 = 5;

	/**
	 * The feature id for the '<em><b>Min Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSITION__MIN_SECONDS = 6;

	/**
	 * The feature id for the '<em><b>Max Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSITION__MAX_SECONDS = 7;

	/**
	 * The number of structural features of the '<em>Transition</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSITION_FEATURE_COUNT = 8;

	/**
	 * The number of operations of the '<em>Transition</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSITION_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link dev.straggler.model.impl.TransitionCountImpl <em>Transition Count</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.impl.TransitionCountImpl
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getTransitionCount()
	 * @generated
	 */
	int TRANSITION_COUNT = 5;

	/**
	 * The feature id for the '<em><b>Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSITION_COUNT__COUNT = 0;

	/**
	 * The feature id for the '<em><b>Ranks</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSITION_COUNT__RANKS = 1;

	/**
	 * The number of structural features of the '<em>Transition Count</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSITION_COUNT_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Transition Count</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRANSITION_COUNT_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link dev.straggler.model.impl.TaskImpl <em>Task</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.impl.TaskImpl
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getTask()
	 * @generated
	 */
	int TASK = 6;

	/**
	 * The feature id for the '<em><b>Rank</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__RANK = 0;

	/**
	 * The feature id for the '<em><b>Host</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__HOST = 1;

	/**
	 * The feature id for the '<em><b>Pid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__PID = 2;

	/**
	 * The feature id for the '<em><b>State</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__STATE = 3;

	/**
	 * The feature id for the '<em><b>In Mpi</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__IN_MPI = 4;

	/**
	 * The feature id for the '<em><b>Seconds In State</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__SECONDS_IN_STATE = 5;

	/**
	 * The feature id for the '<em><b>Wait Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__WAIT_KIND = 6;

	/**
	 * The feature id for the '<em><b>Wait Peers</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__WAIT_PEERS = 7;

	/**
	 * The feature id for the '<em><b>Wait Members</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__WAIT_MEMBERS = 8;

	/**
	 * The feature id for the '<em><b>Wait Any</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__WAIT_ANY = 9;

	/**
	 * The feature id for the '<em><b>Wait Any Sources</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__WAIT_ANY_SOURCES = 10;

	/**
	 * The feature id for the '<em><b>Finished</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__FINISHED = 11;

	/**
	 * The feature id for the '<em><b>Wait Parts</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__WAIT_PARTS = 12;

	/**
	 * The feature id for the '<em><b>Pending Operations</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__PENDING_OPERATIONS = 13;

	/**
	 * The feature id for the '<em><b>Channels Known</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__CHANNELS_KNOWN = 14;

	/**
	 * The feature id for the '<em><b>Channels</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__CHANNELS = 15;

	/**
	 * The feature id for the '<em><b>Any Source Receives</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__ANY_SOURCE_RECEIVES = 16;

	/**
	 * The feature id for the '<em><b>Message Counts Known</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__MESSAGE_COUNTS_KNOWN = 17;

	/**
	 * The feature id for the '<em><b>Message Counts Complete</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__MESSAGE_COUNTS_COMPLETE = 18;

	/**
	 * The feature id for the '<em><b>Message Counts</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__MESSAGE_COUNTS = 19;

	/**
	 * The feature id for the '<em><b>Stack</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__STACK = 20;

	/**
	 * The feature id for the '<em><b>Stack Sampled</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__STACK_SAMPLED = 21;

	/**
	 * The feature id for the '<em><b>Threads</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__THREADS = 22;

	/**
	 * The feature id for the '<em><b>Reason</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__REASON = 23;

	/**
	 * The feature id for the '<em><b>Timeout Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__TIMEOUT_SECONDS = 24;

	/**
	 * The feature id for the '<em><b>Timeout Inferred</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__TIMEOUT_INFERRED = 25;

	/**
	 * The feature id for the '<em><b>Trigger Rank</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__TRIGGER_RANK = 26;

	/**
	 * The number of structural features of the '<em>Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK_FEATURE_COUNT = 27;

	/**
	 * The number of operations of the '<em>Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link dev.straggler.model.impl.WaitPartImpl <em>Wait Part</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.impl.WaitPartImpl
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getWaitPart()
	 * @generated
	 */
	int WAIT_PART = 7;

	/**
	 * The feature id for the '<em><b>Role</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_PART__ROLE = 0;

	/**
	 * The feature id for the '<em><b>Peer</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_PART__PEER = 1;

	/**
	 * The feature id for the '<em><b>Tag</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_PART__TAG = 2;

	/**
	 * The feature id for the '<em><b>Communicator</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_PART__COMMUNICATOR = 3;

	/**
	 * The feature id for the '<em><b>Communicator Size</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_PART__COMMUNICATOR_SIZE = 4;

	/**
	 * The feature id for the '<em><b>Request</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_PART__REQUEST = 5;

	/**
	 * The feature id for the '<em><b>Persistent</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_PART__PERSISTENT = 6;

	/**
	 * The feature id for the '<em><b>Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_PART__BYTES = 7;

	/**
	 * The feature id for the '<em><b>Root</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_PART__ROOT = 8;

	/**
	 * The feature id for the '<em><b>Ordinal</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_PART__ORDINAL = 9;

	/**
	 * The feature id for the '<em><b>Communicator Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_PART__COMMUNICATOR_ID = 10;

	/**
	 * The number of structural features of the '<em>Wait Part</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_PART_FEATURE_COUNT = 11;

	/**
	 * The number of operations of the '<em>Wait Part</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_PART_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link dev.straggler.model.impl.ChannelImpl <em>Channel</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.impl.ChannelImpl
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getChannel()
	 * @generated
	 */
	int CHANNEL = 8;

	/**
	 * The feature id for the '<em><b>Peer</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CHANNEL__PEER = 0;

	/**
	 * The feature id for the '<em><b>Sends</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CHANNEL__SENDS = 1;

	/**
	 * The feature id for the '<em><b>Receives</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CHANNEL__RECEIVES = 2;

	/**
	 * The number of structural features of the '<em>Channel</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CHANNEL_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>Channel</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CHANNEL_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link dev.straggler.model.impl.MessageCountImpl <em>Message Count</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.impl.MessageCountImpl
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getMessageCount()
	 * @generated
	 */
	int MESSAGE_COUNT = 9;

	/**
	 * The feature id for the '<em><b>Peer</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE_COUNT__PEER = 0;

	/**
	 * The feature id for the '<em><b>Tag</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE_COUNT__TAG = 1;

	/**
	 * The feature id for the '<em><b>Communicator</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE_COUNT__COMMUNICATOR = 2;

	/**
	 * The feature id for the '<em><b>Communicator Size</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE_COUNT__COMMUNICATOR_SIZE = 3;

	/**
	 * The feature id for the '<em><b>Communicator Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE_COUNT__COMMUNICATOR_ID = 4;

	/**
	 * The feature id for the '<em><b>Sends</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE_COUNT__SENDS = 5;

	/**
	 * The feature id for the '<em><b>Receives</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE_COUNT__RECEIVES = 6;

	/**
	 * The feature id for the '<em><b>Last Send</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE_COUNT__LAST_SEND = 7;

	/**
	 * The feature id for the '<em><b>Last Receive</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE_COUNT__LAST_RECEIVE = 8;

	/**
	 * The number of structural features of the '<em>Message Count</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE_COUNT_FEATURE_COUNT = 9;

	/**
	 * The number of operations of the '<em>Message Count</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MESSAGE_COUNT_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link dev.straggler.model.impl.ThreadStackImpl <em>Thread Stack</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.impl.ThreadStackImpl
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getThreadStack()
	 * @generated
	 */
	int THREAD_STACK = 10;

	/**
	 * The feature id for the '<em><b>Tid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int THREAD_STACK__TID = 0;

	/**
	 * The feature id for the '<em><b>Mpi Thread</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int THREAD_STACK__MPI_THREAD = 1;

	/**
	 * The feature id for the '<em><b>Sample Failed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int THREAD_STACK__SAMPLE_FAILED = 2;

	/**
	 * The feature id for the '<em><b>Frames</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int THREAD_STACK__FRAMES = 3;

	/**
	 * The number of structural features of the '<em>Thread Stack</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int THREAD_STACK_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>Thread Stack</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int THREAD_STACK_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link dev.straggler.model.impl.DiagnosisImpl <em>Diagnosis</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.impl.DiagnosisImpl
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getDiagnosis()
	 * @generated
	 */
	int DIAGNOSIS = 11;

	/**
	 * The feature id for the '<em><b>Algorithm</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DIAGNOSIS__ALGORITHM = 0;

	/**
	 * The feature id for the '<em><b>Nodes</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DIAGNOSIS__NODES = 1;

	/**
	 * The feature id for the '<em><b>Edges</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DIAGNOSIS__EDGES = 2;

	/**
	 * The feature id for the '<em><b>Least Progressed</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DIAGNOSIS__LEAST_PROGRESSED = 3;

	/**
	 * The feature id for the '<em><b>Summary</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DIAGNOSIS__SUMMARY = 4;

	/**
	 * The feature id for the '<em><b>Analysis Millis</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DIAGNOSIS__ANALYSIS_MILLIS = 5;

	/**
	 * The number of structural features of the '<em>Diagnosis</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DIAGNOSIS_FEATURE_COUNT = 6;

	/**
	 * The number of operations of the '<em>Diagnosis</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DIAGNOSIS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link dev.straggler.model.impl.PdgNodeImpl <em>Pdg Node</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.impl.PdgNodeImpl
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getPdgNode()
	 * @generated
	 */
	int PDG_NODE = 12;

	/**
	 * The feature id for the '<em><b>State</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PDG_NODE__STATE = 0;

	/**
	 * The feature id for the '<em><b>Ranks</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PDG_NODE__RANKS = 1;

	/**
	 * The feature id for the '<em><b>Least Progressed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PDG_NODE__LEAST_PROGRESSED = 2;

	/**
	 * The feature id for the '<em><b>Frames</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PDG_NODE__FRAMES = 3;

	/**
	 * The feature id for the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PDG_NODE__LABEL = 4;

	/**
	 * The number of structural features of the '<em>Pdg Node</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PDG_NODE_FEATURE_COUNT = 5;

	/**
	 * The number of operations of the '<em>Pdg Node</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PDG_NODE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link dev.straggler.model.impl.PdgEdgeImpl <em>Pdg Edge</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.impl.PdgEdgeImpl
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getPdgEdge()
	 * @generated
	 */
	int PDG_EDGE = 13;

	/**
	 * The feature id for the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PDG_EDGE__SOURCE = 0;

	/**
	 * The feature id for the '<em><b>Target</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PDG_EDGE__TARGET = 1;

	/**
	 * The feature id for the '<em><b>Type</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PDG_EDGE__TYPE = 2;

	/**
	 * The feature id for the '<em><b>Forward Probability</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PDG_EDGE__FORWARD_PROBABILITY = 3;

	/**
	 * The feature id for the '<em><b>Backward Probability</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PDG_EDGE__BACKWARD_PROBABILITY = 4;

	/**
	 * The number of structural features of the '<em>Pdg Edge</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PDG_EDGE_FEATURE_COUNT = 5;

	/**
	 * The number of operations of the '<em>Pdg Edge</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PDG_EDGE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link dev.straggler.model.StateKind <em>State Kind</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.StateKind
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getStateKind()
	 * @generated
	 */
	int STATE_KIND = 14;

	/**
	 * The meta object id for the '{@link dev.straggler.model.WaitKind <em>Wait Kind</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.WaitKind
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getWaitKind()
	 * @generated
	 */
	int WAIT_KIND = 15;

	/**
	 * The meta object id for the '{@link dev.straggler.model.WaitRole <em>Wait Role</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.WaitRole
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getWaitRole()
	 * @generated
	 */
	int WAIT_ROLE = 16;

	/**
	 * The meta object id for the '{@link dev.straggler.model.DumpReason <em>Dump Reason</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.DumpReason
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getDumpReason()
	 * @generated
	 */
	int DUMP_REASON = 17;

	/**
	 * The meta object id for the '{@link dev.straggler.model.PdgAlgorithm <em>Pdg Algorithm</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.PdgAlgorithm
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getPdgAlgorithm()
	 * @generated
	 */
	int PDG_ALGORITHM = 18;

	/**
	 * The meta object id for the '{@link dev.straggler.model.DependenceType <em>Dependence Type</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.DependenceType
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getDependenceType()
	 * @generated
	 */
	int DEPENDENCE_TYPE = 19;

	/**
	 * The meta object id for the '<em>Rank Set</em>' data type.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see dev.straggler.model.RankSet
	 * @see dev.straggler.model.impl.StragglerPackageImpl#getRankSet()
	 * @generated
	 */
	int RANK_SET = 20;


	/**
	 * Returns the meta object for class '{@link dev.straggler.model.Job <em>Job</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Job</em>'.
	 * @see dev.straggler.model.Job
	 * @generated
	 */
	EClass getJob();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Job#getDumpDir <em>Dump Dir</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Dump Dir</em>'.
	 * @see dev.straggler.model.Job#getDumpDir()
	 * @see #getJob()
	 * @generated
	 */
	EAttribute getJob_DumpDir();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Job#getWorldSize <em>World Size</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>World Size</em>'.
	 * @see dev.straggler.model.Job#getWorldSize()
	 * @see #getJob()
	 * @generated
	 */
	EAttribute getJob_WorldSize();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Job#getExecutable <em>Executable</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Executable</em>'.
	 * @see dev.straggler.model.Job#getExecutable()
	 * @see #getJob()
	 * @generated
	 */
	EAttribute getJob_Executable();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Job#getMpiLibrary <em>Mpi Library</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mpi Library</em>'.
	 * @see dev.straggler.model.Job#getMpiLibrary()
	 * @see #getJob()
	 * @generated
	 */
	EAttribute getJob_MpiLibrary();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Job#getFormatVersion <em>Format Version</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Format Version</em>'.
	 * @see dev.straggler.model.Job#getFormatVersion()
	 * @see #getJob()
	 * @generated
	 */
	EAttribute getJob_FormatVersion();

	/**
	 * Returns the meta object for the containment reference list '{@link dev.straggler.model.Job#getModules <em>Modules</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Modules</em>'.
	 * @see dev.straggler.model.Job#getModules()
	 * @see #getJob()
	 * @generated
	 */
	EReference getJob_Modules();

	/**
	 * Returns the meta object for the containment reference list '{@link dev.straggler.model.Job#getStates <em>States</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>States</em>'.
	 * @see dev.straggler.model.Job#getStates()
	 * @see #getJob()
	 * @generated
	 */
	EReference getJob_States();

	/**
	 * Returns the meta object for the containment reference list '{@link dev.straggler.model.Job#getTransitions <em>Transitions</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Transitions</em>'.
	 * @see dev.straggler.model.Job#getTransitions()
	 * @see #getJob()
	 * @generated
	 */
	EReference getJob_Transitions();

	/**
	 * Returns the meta object for the containment reference list '{@link dev.straggler.model.Job#getTasks <em>Tasks</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Tasks</em>'.
	 * @see dev.straggler.model.Job#getTasks()
	 * @see #getJob()
	 * @generated
	 */
	EReference getJob_Tasks();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Job#getMissingRanks <em>Missing Ranks</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Missing Ranks</em>'.
	 * @see dev.straggler.model.Job#getMissingRanks()
	 * @see #getJob()
	 * @generated
	 */
	EAttribute getJob_MissingRanks();

	/**
	 * Returns the meta object for the attribute list '{@link dev.straggler.model.Job#getWarnings <em>Warnings</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Warnings</em>'.
	 * @see dev.straggler.model.Job#getWarnings()
	 * @see #getJob()
	 * @generated
	 */
	EAttribute getJob_Warnings();

	/**
	 * Returns the meta object for the containment reference list '{@link dev.straggler.model.Job#getDiagnoses <em>Diagnoses</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Diagnoses</em>'.
	 * @see dev.straggler.model.Job#getDiagnoses()
	 * @see #getJob()
	 * @generated
	 */
	EReference getJob_Diagnoses();

	/**
	 * Returns the meta object for class '{@link dev.straggler.model.Module <em>Module</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Module</em>'.
	 * @see dev.straggler.model.Module
	 * @generated
	 */
	EClass getModule();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Module#getPath <em>Path</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Path</em>'.
	 * @see dev.straggler.model.Module#getPath()
	 * @see #getModule()
	 * @generated
	 */
	EAttribute getModule_Path();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Module#getBuildId <em>Build Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Build Id</em>'.
	 * @see dev.straggler.model.Module#getBuildId()
	 * @see #getModule()
	 * @generated
	 */
	EAttribute getModule_BuildId();

	/**
	 * Returns the meta object for class '{@link dev.straggler.model.Frame <em>Frame</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Frame</em>'.
	 * @see dev.straggler.model.Frame
	 * @generated
	 */
	EClass getFrame();

	/**
	 * Returns the meta object for the reference '{@link dev.straggler.model.Frame#getModule <em>Module</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Module</em>'.
	 * @see dev.straggler.model.Frame#getModule()
	 * @see #getFrame()
	 * @generated
	 */
	EReference getFrame_Module();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Frame#getOffset <em>Offset</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Offset</em>'.
	 * @see dev.straggler.model.Frame#getOffset()
	 * @see #getFrame()
	 * @generated
	 */
	EAttribute getFrame_Offset();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Frame#isReturnAddress <em>Return Address</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Return Address</em>'.
	 * @see dev.straggler.model.Frame#isReturnAddress()
	 * @see #getFrame()
	 * @generated
	 */
	EAttribute getFrame_ReturnAddress();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Frame#getFunction <em>Function</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Function</em>'.
	 * @see dev.straggler.model.Frame#getFunction()
	 * @see #getFrame()
	 * @generated
	 */
	EAttribute getFrame_Function();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Frame#getFile <em>File</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>File</em>'.
	 * @see dev.straggler.model.Frame#getFile()
	 * @see #getFrame()
	 * @generated
	 */
	EAttribute getFrame_File();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Frame#getLine <em>Line</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Line</em>'.
	 * @see dev.straggler.model.Frame#getLine()
	 * @see #getFrame()
	 * @generated
	 */
	EAttribute getFrame_Line();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Frame#isResolved <em>Resolved</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Resolved</em>'.
	 * @see dev.straggler.model.Frame#isResolved()
	 * @see #getFrame()
	 * @generated
	 */
	EAttribute getFrame_Resolved();

	/**
	 * Returns the meta object for class '{@link dev.straggler.model.State <em>State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>State</em>'.
	 * @see dev.straggler.model.State
	 * @generated
	 */
	EClass getState();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.State#getKey <em>Key</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Key</em>'.
	 * @see dev.straggler.model.State#getKey()
	 * @see #getState()
	 * @generated
	 */
	EAttribute getState_Key();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.State#getKind <em>Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kind</em>'.
	 * @see dev.straggler.model.State#getKind()
	 * @see #getState()
	 * @generated
	 */
	EAttribute getState_Kind();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.State#getCall <em>Call</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Call</em>'.
	 * @see dev.straggler.model.State#getCall()
	 * @see #getState()
	 * @generated
	 */
	EAttribute getState_Call();

	/**
	 * Returns the meta object for the containment reference list '{@link dev.straggler.model.State#getCallSite <em>Call Site</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Call Site</em>'.
	 * @see dev.straggler.model.State#getCallSite()
	 * @see #getState()
	 * @generated
	 */
	EReference getState_CallSite();

	/**
	 * Returns the meta object for class '{@link dev.straggler.model.Transition <em>Transition</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Transition</em>'.
	 * @see dev.straggler.model.Transition
	 * @generated
	 */
	EClass getTransition();

	/**
	 * Returns the meta object for the reference '{@link dev.straggler.model.Transition#getSource <em>Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Source</em>'.
	 * @see dev.straggler.model.Transition#getSource()
	 * @see #getTransition()
	 * @generated
	 */
	EReference getTransition_Source();

	/**
	 * Returns the meta object for the reference '{@link dev.straggler.model.Transition#getTarget <em>Target</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Target</em>'.
	 * @see dev.straggler.model.Transition#getTarget()
	 * @see #getTransition()
	 * @generated
	 */
	EReference getTransition_Target();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Transition#getCount <em>Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Count</em>'.
	 * @see dev.straggler.model.Transition#getCount()
	 * @see #getTransition()
	 * @generated
	 */
	EAttribute getTransition_Count();

	/**
	 * Returns the meta object for the containment reference list '{@link dev.straggler.model.Transition#getCounts <em>Counts</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Counts</em>'.
	 * @see dev.straggler.model.Transition#getCounts()
	 * @see #getTransition()
	 * @generated
	 */
	EReference getTransition_Counts();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Transition#getMeanSeconds <em>Mean Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mean Seconds</em>'.
	 * @see dev.straggler.model.Transition#getMeanSeconds()
	 * @see #getTransition()
	 * @generated
	 */
	EAttribute getTransition_MeanSeconds();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Transition#getM2 <em>M2</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>M2</em>'.
	 * @see dev.straggler.model.Transition#getM2()
	 * @see #getTransition()
	 * @generated
	 */
	EAttribute getTransition_M2();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Transition#getMinSeconds <em>Min Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Min Seconds</em>'.
	 * @see dev.straggler.model.Transition#getMinSeconds()
	 * @see #getTransition()
	 * @generated
	 */
	EAttribute getTransition_MinSeconds();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Transition#getMaxSeconds <em>Max Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Seconds</em>'.
	 * @see dev.straggler.model.Transition#getMaxSeconds()
	 * @see #getTransition()
	 * @generated
	 */
	EAttribute getTransition_MaxSeconds();

	/**
	 * Returns the meta object for class '{@link dev.straggler.model.TransitionCount <em>Transition Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Transition Count</em>'.
	 * @see dev.straggler.model.TransitionCount
	 * @generated
	 */
	EClass getTransitionCount();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.TransitionCount#getCount <em>Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Count</em>'.
	 * @see dev.straggler.model.TransitionCount#getCount()
	 * @see #getTransitionCount()
	 * @generated
	 */
	EAttribute getTransitionCount_Count();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.TransitionCount#getRanks <em>Ranks</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Ranks</em>'.
	 * @see dev.straggler.model.TransitionCount#getRanks()
	 * @see #getTransitionCount()
	 * @generated
	 */
	EAttribute getTransitionCount_Ranks();

	/**
	 * Returns the meta object for class '{@link dev.straggler.model.Task <em>Task</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Task</em>'.
	 * @see dev.straggler.model.Task
	 * @generated
	 */
	EClass getTask();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#getRank <em>Rank</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rank</em>'.
	 * @see dev.straggler.model.Task#getRank()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_Rank();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#getHost <em>Host</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Host</em>'.
	 * @see dev.straggler.model.Task#getHost()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_Host();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#getPid <em>Pid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Pid</em>'.
	 * @see dev.straggler.model.Task#getPid()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_Pid();

	/**
	 * Returns the meta object for the reference '{@link dev.straggler.model.Task#getState <em>State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>State</em>'.
	 * @see dev.straggler.model.Task#getState()
	 * @see #getTask()
	 * @generated
	 */
	EReference getTask_State();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#isInMpi <em>In Mpi</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>In Mpi</em>'.
	 * @see dev.straggler.model.Task#isInMpi()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_InMpi();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#getSecondsInState <em>Seconds In State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Seconds In State</em>'.
	 * @see dev.straggler.model.Task#getSecondsInState()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_SecondsInState();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#getWaitKind <em>Wait Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Wait Kind</em>'.
	 * @see dev.straggler.model.Task#getWaitKind()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_WaitKind();

	/**
	 * Returns the meta object for the attribute list '{@link dev.straggler.model.Task#getWaitPeers <em>Wait Peers</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Wait Peers</em>'.
	 * @see dev.straggler.model.Task#getWaitPeers()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_WaitPeers();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#getWaitMembers <em>Wait Members</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Wait Members</em>'.
	 * @see dev.straggler.model.Task#getWaitMembers()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_WaitMembers();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#isWaitAny <em>Wait Any</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Wait Any</em>'.
	 * @see dev.straggler.model.Task#isWaitAny()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_WaitAny();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#getWaitAnySources <em>Wait Any Sources</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Wait Any Sources</em>'.
	 * @see dev.straggler.model.Task#getWaitAnySources()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_WaitAnySources();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#isFinished <em>Finished</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Finished</em>'.
	 * @see dev.straggler.model.Task#isFinished()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_Finished();

	/**
	 * Returns the meta object for the containment reference list '{@link dev.straggler.model.Task#getWaitParts <em>Wait Parts</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Wait Parts</em>'.
	 * @see dev.straggler.model.Task#getWaitParts()
	 * @see #getTask()
	 * @generated
	 */
	EReference getTask_WaitParts();

	/**
	 * Returns the meta object for the containment reference list '{@link dev.straggler.model.Task#getPendingOperations <em>Pending Operations</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Pending Operations</em>'.
	 * @see dev.straggler.model.Task#getPendingOperations()
	 * @see #getTask()
	 * @generated
	 */
	EReference getTask_PendingOperations();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#isChannelsKnown <em>Channels Known</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Channels Known</em>'.
	 * @see dev.straggler.model.Task#isChannelsKnown()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_ChannelsKnown();

	/**
	 * Returns the meta object for the containment reference list '{@link dev.straggler.model.Task#getChannels <em>Channels</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Channels</em>'.
	 * @see dev.straggler.model.Task#getChannels()
	 * @see #getTask()
	 * @generated
	 */
	EReference getTask_Channels();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#getAnySourceReceives <em>Any Source Receives</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Any Source Receives</em>'.
	 * @see dev.straggler.model.Task#getAnySourceReceives()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_AnySourceReceives();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#isMessageCountsKnown <em>Message Counts Known</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Message Counts Known</em>'.
	 * @see dev.straggler.model.Task#isMessageCountsKnown()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_MessageCountsKnown();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#isMessageCountsComplete <em>Message Counts Complete</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Message Counts Complete</em>'.
	 * @see dev.straggler.model.Task#isMessageCountsComplete()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_MessageCountsComplete();

	/**
	 * Returns the meta object for the containment reference list '{@link dev.straggler.model.Task#getMessageCounts <em>Message Counts</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Message Counts</em>'.
	 * @see dev.straggler.model.Task#getMessageCounts()
	 * @see #getTask()
	 * @generated
	 */
	EReference getTask_MessageCounts();

	/**
	 * Returns the meta object for the containment reference list '{@link dev.straggler.model.Task#getStack <em>Stack</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Stack</em>'.
	 * @see dev.straggler.model.Task#getStack()
	 * @see #getTask()
	 * @generated
	 */
	EReference getTask_Stack();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#isStackSampled <em>Stack Sampled</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Stack Sampled</em>'.
	 * @see dev.straggler.model.Task#isStackSampled()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_StackSampled();

	/**
	 * Returns the meta object for the containment reference list '{@link dev.straggler.model.Task#getThreads <em>Threads</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Threads</em>'.
	 * @see dev.straggler.model.Task#getThreads()
	 * @see #getTask()
	 * @generated
	 */
	EReference getTask_Threads();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#getReason <em>Reason</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Reason</em>'.
	 * @see dev.straggler.model.Task#getReason()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_Reason();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#getTimeoutSeconds <em>Timeout Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Timeout Seconds</em>'.
	 * @see dev.straggler.model.Task#getTimeoutSeconds()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_TimeoutSeconds();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#isTimeoutInferred <em>Timeout Inferred</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Timeout Inferred</em>'.
	 * @see dev.straggler.model.Task#isTimeoutInferred()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_TimeoutInferred();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Task#getTriggerRank <em>Trigger Rank</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Trigger Rank</em>'.
	 * @see dev.straggler.model.Task#getTriggerRank()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_TriggerRank();

	/**
	 * Returns the meta object for class '{@link dev.straggler.model.WaitPart <em>Wait Part</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Wait Part</em>'.
	 * @see dev.straggler.model.WaitPart
	 * @generated
	 */
	EClass getWaitPart();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.WaitPart#getRole <em>Role</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Role</em>'.
	 * @see dev.straggler.model.WaitPart#getRole()
	 * @see #getWaitPart()
	 * @generated
	 */
	EAttribute getWaitPart_Role();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.WaitPart#getPeer <em>Peer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Peer</em>'.
	 * @see dev.straggler.model.WaitPart#getPeer()
	 * @see #getWaitPart()
	 * @generated
	 */
	EAttribute getWaitPart_Peer();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.WaitPart#getTag <em>Tag</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Tag</em>'.
	 * @see dev.straggler.model.WaitPart#getTag()
	 * @see #getWaitPart()
	 * @generated
	 */
	EAttribute getWaitPart_Tag();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.WaitPart#getCommunicator <em>Communicator</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Communicator</em>'.
	 * @see dev.straggler.model.WaitPart#getCommunicator()
	 * @see #getWaitPart()
	 * @generated
	 */
	EAttribute getWaitPart_Communicator();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.WaitPart#getCommunicatorSize <em>Communicator Size</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Communicator Size</em>'.
	 * @see dev.straggler.model.WaitPart#getCommunicatorSize()
	 * @see #getWaitPart()
	 * @generated
	 */
	EAttribute getWaitPart_CommunicatorSize();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.WaitPart#isRequest <em>Request</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Request</em>'.
	 * @see dev.straggler.model.WaitPart#isRequest()
	 * @see #getWaitPart()
	 * @generated
	 */
	EAttribute getWaitPart_Request();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.WaitPart#isPersistent <em>Persistent</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Persistent</em>'.
	 * @see dev.straggler.model.WaitPart#isPersistent()
	 * @see #getWaitPart()
	 * @generated
	 */
	EAttribute getWaitPart_Persistent();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.WaitPart#getBytes <em>Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Bytes</em>'.
	 * @see dev.straggler.model.WaitPart#getBytes()
	 * @see #getWaitPart()
	 * @generated
	 */
	EAttribute getWaitPart_Bytes();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.WaitPart#getRoot <em>Root</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Root</em>'.
	 * @see dev.straggler.model.WaitPart#getRoot()
	 * @see #getWaitPart()
	 * @generated
	 */
	EAttribute getWaitPart_Root();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.WaitPart#getOrdinal <em>Ordinal</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Ordinal</em>'.
	 * @see dev.straggler.model.WaitPart#getOrdinal()
	 * @see #getWaitPart()
	 * @generated
	 */
	EAttribute getWaitPart_Ordinal();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.WaitPart#getCommunicatorId <em>Communicator Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Communicator Id</em>'.
	 * @see dev.straggler.model.WaitPart#getCommunicatorId()
	 * @see #getWaitPart()
	 * @generated
	 */
	EAttribute getWaitPart_CommunicatorId();

	/**
	 * Returns the meta object for class '{@link dev.straggler.model.Channel <em>Channel</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Channel</em>'.
	 * @see dev.straggler.model.Channel
	 * @generated
	 */
	EClass getChannel();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Channel#getPeer <em>Peer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Peer</em>'.
	 * @see dev.straggler.model.Channel#getPeer()
	 * @see #getChannel()
	 * @generated
	 */
	EAttribute getChannel_Peer();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Channel#getSends <em>Sends</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Sends</em>'.
	 * @see dev.straggler.model.Channel#getSends()
	 * @see #getChannel()
	 * @generated
	 */
	EAttribute getChannel_Sends();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Channel#getReceives <em>Receives</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Receives</em>'.
	 * @see dev.straggler.model.Channel#getReceives()
	 * @see #getChannel()
	 * @generated
	 */
	EAttribute getChannel_Receives();

	/**
	 * Returns the meta object for class '{@link dev.straggler.model.MessageCount <em>Message Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Message Count</em>'.
	 * @see dev.straggler.model.MessageCount
	 * @generated
	 */
	EClass getMessageCount();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.MessageCount#getPeer <em>Peer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Peer</em>'.
	 * @see dev.straggler.model.MessageCount#getPeer()
	 * @see #getMessageCount()
	 * @generated
	 */
	EAttribute getMessageCount_Peer();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.MessageCount#getTag <em>Tag</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Tag</em>'.
	 * @see dev.straggler.model.MessageCount#getTag()
	 * @see #getMessageCount()
	 * @generated
	 */
	EAttribute getMessageCount_Tag();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.MessageCount#getCommunicator <em>Communicator</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Communicator</em>'.
	 * @see dev.straggler.model.MessageCount#getCommunicator()
	 * @see #getMessageCount()
	 * @generated
	 */
	EAttribute getMessageCount_Communicator();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.MessageCount#getCommunicatorSize <em>Communicator Size</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Communicator Size</em>'.
	 * @see dev.straggler.model.MessageCount#getCommunicatorSize()
	 * @see #getMessageCount()
	 * @generated
	 */
	EAttribute getMessageCount_CommunicatorSize();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.MessageCount#getCommunicatorId <em>Communicator Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Communicator Id</em>'.
	 * @see dev.straggler.model.MessageCount#getCommunicatorId()
	 * @see #getMessageCount()
	 * @generated
	 */
	EAttribute getMessageCount_CommunicatorId();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.MessageCount#getSends <em>Sends</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Sends</em>'.
	 * @see dev.straggler.model.MessageCount#getSends()
	 * @see #getMessageCount()
	 * @generated
	 */
	EAttribute getMessageCount_Sends();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.MessageCount#getReceives <em>Receives</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Receives</em>'.
	 * @see dev.straggler.model.MessageCount#getReceives()
	 * @see #getMessageCount()
	 * @generated
	 */
	EAttribute getMessageCount_Receives();

	/**
	 * Returns the meta object for the reference '{@link dev.straggler.model.MessageCount#getLastSend <em>Last Send</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Last Send</em>'.
	 * @see dev.straggler.model.MessageCount#getLastSend()
	 * @see #getMessageCount()
	 * @generated
	 */
	EReference getMessageCount_LastSend();

	/**
	 * Returns the meta object for the reference '{@link dev.straggler.model.MessageCount#getLastReceive <em>Last Receive</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Last Receive</em>'.
	 * @see dev.straggler.model.MessageCount#getLastReceive()
	 * @see #getMessageCount()
	 * @generated
	 */
	EReference getMessageCount_LastReceive();

	/**
	 * Returns the meta object for class '{@link dev.straggler.model.ThreadStack <em>Thread Stack</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Thread Stack</em>'.
	 * @see dev.straggler.model.ThreadStack
	 * @generated
	 */
	EClass getThreadStack();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.ThreadStack#getTid <em>Tid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Tid</em>'.
	 * @see dev.straggler.model.ThreadStack#getTid()
	 * @see #getThreadStack()
	 * @generated
	 */
	EAttribute getThreadStack_Tid();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.ThreadStack#isMpiThread <em>Mpi Thread</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mpi Thread</em>'.
	 * @see dev.straggler.model.ThreadStack#isMpiThread()
	 * @see #getThreadStack()
	 * @generated
	 */
	EAttribute getThreadStack_MpiThread();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.ThreadStack#isSampleFailed <em>Sample Failed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Sample Failed</em>'.
	 * @see dev.straggler.model.ThreadStack#isSampleFailed()
	 * @see #getThreadStack()
	 * @generated
	 */
	EAttribute getThreadStack_SampleFailed();

	/**
	 * Returns the meta object for the containment reference list '{@link dev.straggler.model.ThreadStack#getFrames <em>Frames</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Frames</em>'.
	 * @see dev.straggler.model.ThreadStack#getFrames()
	 * @see #getThreadStack()
	 * @generated
	 */
	EReference getThreadStack_Frames();

	/**
	 * Returns the meta object for class '{@link dev.straggler.model.Diagnosis <em>Diagnosis</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Diagnosis</em>'.
	 * @see dev.straggler.model.Diagnosis
	 * @generated
	 */
	EClass getDiagnosis();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Diagnosis#getAlgorithm <em>Algorithm</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Algorithm</em>'.
	 * @see dev.straggler.model.Diagnosis#getAlgorithm()
	 * @see #getDiagnosis()
	 * @generated
	 */
	EAttribute getDiagnosis_Algorithm();

	/**
	 * Returns the meta object for the containment reference list '{@link dev.straggler.model.Diagnosis#getNodes <em>Nodes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Nodes</em>'.
	 * @see dev.straggler.model.Diagnosis#getNodes()
	 * @see #getDiagnosis()
	 * @generated
	 */
	EReference getDiagnosis_Nodes();

	/**
	 * Returns the meta object for the containment reference list '{@link dev.straggler.model.Diagnosis#getEdges <em>Edges</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Edges</em>'.
	 * @see dev.straggler.model.Diagnosis#getEdges()
	 * @see #getDiagnosis()
	 * @generated
	 */
	EReference getDiagnosis_Edges();

	/**
	 * Returns the meta object for the reference list '{@link dev.straggler.model.Diagnosis#getLeastProgressed <em>Least Progressed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Least Progressed</em>'.
	 * @see dev.straggler.model.Diagnosis#getLeastProgressed()
	 * @see #getDiagnosis()
	 * @generated
	 */
	EReference getDiagnosis_LeastProgressed();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Diagnosis#getSummary <em>Summary</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Summary</em>'.
	 * @see dev.straggler.model.Diagnosis#getSummary()
	 * @see #getDiagnosis()
	 * @generated
	 */
	EAttribute getDiagnosis_Summary();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.Diagnosis#getAnalysisMillis <em>Analysis Millis</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Analysis Millis</em>'.
	 * @see dev.straggler.model.Diagnosis#getAnalysisMillis()
	 * @see #getDiagnosis()
	 * @generated
	 */
	EAttribute getDiagnosis_AnalysisMillis();

	/**
	 * Returns the meta object for class '{@link dev.straggler.model.PdgNode <em>Pdg Node</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Pdg Node</em>'.
	 * @see dev.straggler.model.PdgNode
	 * @generated
	 */
	EClass getPdgNode();

	/**
	 * Returns the meta object for the reference '{@link dev.straggler.model.PdgNode#getState <em>State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>State</em>'.
	 * @see dev.straggler.model.PdgNode#getState()
	 * @see #getPdgNode()
	 * @generated
	 */
	EReference getPdgNode_State();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.PdgNode#getRanks <em>Ranks</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Ranks</em>'.
	 * @see dev.straggler.model.PdgNode#getRanks()
	 * @see #getPdgNode()
	 * @generated
	 */
	EAttribute getPdgNode_Ranks();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.PdgNode#isLeastProgressed <em>Least Progressed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Least Progressed</em>'.
	 * @see dev.straggler.model.PdgNode#isLeastProgressed()
	 * @see #getPdgNode()
	 * @generated
	 */
	EAttribute getPdgNode_LeastProgressed();

	/**
	 * Returns the meta object for the containment reference list '{@link dev.straggler.model.PdgNode#getFrames <em>Frames</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Frames</em>'.
	 * @see dev.straggler.model.PdgNode#getFrames()
	 * @see #getPdgNode()
	 * @generated
	 */
	EReference getPdgNode_Frames();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.PdgNode#getLabel <em>Label</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Label</em>'.
	 * @see dev.straggler.model.PdgNode#getLabel()
	 * @see #getPdgNode()
	 * @generated
	 */
	EAttribute getPdgNode_Label();

	/**
	 * Returns the meta object for class '{@link dev.straggler.model.PdgEdge <em>Pdg Edge</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Pdg Edge</em>'.
	 * @see dev.straggler.model.PdgEdge
	 * @generated
	 */
	EClass getPdgEdge();

	/**
	 * Returns the meta object for the reference '{@link dev.straggler.model.PdgEdge#getSource <em>Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Source</em>'.
	 * @see dev.straggler.model.PdgEdge#getSource()
	 * @see #getPdgEdge()
	 * @generated
	 */
	EReference getPdgEdge_Source();

	/**
	 * Returns the meta object for the reference '{@link dev.straggler.model.PdgEdge#getTarget <em>Target</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Target</em>'.
	 * @see dev.straggler.model.PdgEdge#getTarget()
	 * @see #getPdgEdge()
	 * @generated
	 */
	EReference getPdgEdge_Target();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.PdgEdge#getType <em>Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Type</em>'.
	 * @see dev.straggler.model.PdgEdge#getType()
	 * @see #getPdgEdge()
	 * @generated
	 */
	EAttribute getPdgEdge_Type();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.PdgEdge#getForwardProbability <em>Forward Probability</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Forward Probability</em>'.
	 * @see dev.straggler.model.PdgEdge#getForwardProbability()
	 * @see #getPdgEdge()
	 * @generated
	 */
	EAttribute getPdgEdge_ForwardProbability();

	/**
	 * Returns the meta object for the attribute '{@link dev.straggler.model.PdgEdge#getBackwardProbability <em>Backward Probability</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Backward Probability</em>'.
	 * @see dev.straggler.model.PdgEdge#getBackwardProbability()
	 * @see #getPdgEdge()
	 * @generated
	 */
	EAttribute getPdgEdge_BackwardProbability();

	/**
	 * Returns the meta object for enum '{@link dev.straggler.model.StateKind <em>State Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>State Kind</em>'.
	 * @see dev.straggler.model.StateKind
	 * @generated
	 */
	EEnum getStateKind();

	/**
	 * Returns the meta object for enum '{@link dev.straggler.model.WaitKind <em>Wait Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Wait Kind</em>'.
	 * @see dev.straggler.model.WaitKind
	 * @generated
	 */
	EEnum getWaitKind();

	/**
	 * Returns the meta object for enum '{@link dev.straggler.model.WaitRole <em>Wait Role</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Wait Role</em>'.
	 * @see dev.straggler.model.WaitRole
	 * @generated
	 */
	EEnum getWaitRole();

	/**
	 * Returns the meta object for enum '{@link dev.straggler.model.DumpReason <em>Dump Reason</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Dump Reason</em>'.
	 * @see dev.straggler.model.DumpReason
	 * @generated
	 */
	EEnum getDumpReason();

	/**
	 * Returns the meta object for enum '{@link dev.straggler.model.PdgAlgorithm <em>Pdg Algorithm</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Pdg Algorithm</em>'.
	 * @see dev.straggler.model.PdgAlgorithm
	 * @generated
	 */
	EEnum getPdgAlgorithm();

	/**
	 * Returns the meta object for enum '{@link dev.straggler.model.DependenceType <em>Dependence Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Dependence Type</em>'.
	 * @see dev.straggler.model.DependenceType
	 * @generated
	 */
	EEnum getDependenceType();

	/**
	 * Returns the meta object for data type '{@link dev.straggler.model.RankSet <em>Rank Set</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
     * <!-- begin-model-doc -->
     * An immutable compressed set of MPI ranks (world ranks). Serialized as "0-3,5,7-9".
     * <!-- end-model-doc -->
	 * @return the meta object for data type '<em>Rank Set</em>'.
	 * @see dev.straggler.model.RankSet
	 * @model instanceClass="dev.straggler.model.RankSet"
	 * @generated
	 */
	EDataType getRankSet();

	/**
	 * Returns the factory that creates the instances of the model.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the factory that creates the instances of the model.
	 * @generated
	 */
	StragglerFactory getStragglerFactory();

	/**
	 * <!-- begin-user-doc -->
	 * Defines literals for the meta objects that represent
	 * <ul>
	 *   <li>each class,</li>
	 *   <li>each feature of each class,</li>
	 *   <li>each operation of each class,</li>
	 *   <li>each enum,</li>
	 *   <li>and each data type</li>
	 * </ul>
	 * <!-- end-user-doc -->
	 * @generated
	 */
	interface Literals {
		/**
		 * The meta object literal for the '{@link dev.straggler.model.impl.JobImpl <em>Job</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.impl.JobImpl
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getJob()
		 * @generated
		 */
		EClass JOB = eINSTANCE.getJob();

		/**
		 * The meta object literal for the '<em><b>Dump Dir</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute JOB__DUMP_DIR = eINSTANCE.getJob_DumpDir();

		/**
		 * The meta object literal for the '<em><b>World Size</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute JOB__WORLD_SIZE = eINSTANCE.getJob_WorldSize();

		/**
		 * The meta object literal for the '<em><b>Executable</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute JOB__EXECUTABLE = eINSTANCE.getJob_Executable();

		/**
		 * The meta object literal for the '<em><b>Mpi Library</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute JOB__MPI_LIBRARY = eINSTANCE.getJob_MpiLibrary();

		/**
		 * The meta object literal for the '<em><b>Format Version</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute JOB__FORMAT_VERSION = eINSTANCE.getJob_FormatVersion();

		/**
		 * The meta object literal for the '<em><b>Modules</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference JOB__MODULES = eINSTANCE.getJob_Modules();

		/**
		 * The meta object literal for the '<em><b>States</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference JOB__STATES = eINSTANCE.getJob_States();

		/**
		 * The meta object literal for the '<em><b>Transitions</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference JOB__TRANSITIONS = eINSTANCE.getJob_Transitions();

		/**
		 * The meta object literal for the '<em><b>Tasks</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference JOB__TASKS = eINSTANCE.getJob_Tasks();

		/**
		 * The meta object literal for the '<em><b>Missing Ranks</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute JOB__MISSING_RANKS = eINSTANCE.getJob_MissingRanks();

		/**
		 * The meta object literal for the '<em><b>Warnings</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute JOB__WARNINGS = eINSTANCE.getJob_Warnings();

		/**
		 * The meta object literal for the '<em><b>Diagnoses</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference JOB__DIAGNOSES = eINSTANCE.getJob_Diagnoses();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.impl.ModuleImpl <em>Module</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.impl.ModuleImpl
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getModule()
		 * @generated
		 */
		EClass MODULE = eINSTANCE.getModule();

		/**
		 * The meta object literal for the '<em><b>Path</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODULE__PATH = eINSTANCE.getModule_Path();

		/**
		 * The meta object literal for the '<em><b>Build Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODULE__BUILD_ID = eINSTANCE.getModule_BuildId();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.impl.FrameImpl <em>Frame</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.impl.FrameImpl
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getFrame()
		 * @generated
		 */
		EClass FRAME = eINSTANCE.getFrame();

		/**
		 * The meta object literal for the '<em><b>Module</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference FRAME__MODULE = eINSTANCE.getFrame_Module();

		/**
		 * The meta object literal for the '<em><b>Offset</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FRAME__OFFSET = eINSTANCE.getFrame_Offset();

		/**
		 * The meta object literal for the '<em><b>Return Address</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FRAME__RETURN_ADDRESS = eINSTANCE.getFrame_ReturnAddress();

		/**
		 * The meta object literal for the '<em><b>Function</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FRAME__FUNCTION = eINSTANCE.getFrame_Function();

		/**
		 * The meta object literal for the '<em><b>File</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FRAME__FILE = eINSTANCE.getFrame_File();

		/**
		 * The meta object literal for the '<em><b>Line</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FRAME__LINE = eINSTANCE.getFrame_Line();

		/**
		 * The meta object literal for the '<em><b>Resolved</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FRAME__RESOLVED = eINSTANCE.getFrame_Resolved();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.impl.StateImpl <em>State</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.impl.StateImpl
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getState()
		 * @generated
		 */
		EClass STATE = eINSTANCE.getState();

		/**
		 * The meta object literal for the '<em><b>Key</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STATE__KEY = eINSTANCE.getState_Key();

		/**
		 * The meta object literal for the '<em><b>Kind</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STATE__KIND = eINSTANCE.getState_Kind();

		/**
		 * The meta object literal for the '<em><b>Call</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STATE__CALL = eINSTANCE.getState_Call();

		/**
		 * The meta object literal for the '<em><b>Call Site</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference STATE__CALL_SITE = eINSTANCE.getState_CallSite();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.impl.TransitionImpl <em>Transition</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.impl.TransitionImpl
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getTransition()
		 * @generated
		 */
		EClass TRANSITION = eINSTANCE.getTransition();

		/**
		 * The meta object literal for the '<em><b>Source</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TRANSITION__SOURCE = eINSTANCE.getTransition_Source();

		/**
		 * The meta object literal for the '<em><b>Target</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TRANSITION__TARGET = eINSTANCE.getTransition_Target();

		/**
		 * The meta object literal for the '<em><b>Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSITION__COUNT = eINSTANCE.getTransition_Count();

		/**
		 * The meta object literal for the '<em><b>Counts</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TRANSITION__COUNTS = eINSTANCE.getTransition_Counts();

		/**
		 * The meta object literal for the '<em><b>Mean Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSITION__MEAN_SECONDS = eINSTANCE.getTransition_MeanSeconds();

		/**
		 * The meta object literal for the '<em><b>M2</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSITION__M2 = eINSTANCE.getTransition_M2();

		/**
		 * The meta object literal for the '<em><b>Min Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSITION__MIN_SECONDS = eINSTANCE.getTransition_MinSeconds();

		/**
		 * The meta object literal for the '<em><b>Max Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSITION__MAX_SECONDS = eINSTANCE.getTransition_MaxSeconds();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.impl.TransitionCountImpl <em>Transition Count</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.impl.TransitionCountImpl
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getTransitionCount()
		 * @generated
		 */
		EClass TRANSITION_COUNT = eINSTANCE.getTransitionCount();

		/**
		 * The meta object literal for the '<em><b>Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSITION_COUNT__COUNT = eINSTANCE.getTransitionCount_Count();

		/**
		 * The meta object literal for the '<em><b>Ranks</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRANSITION_COUNT__RANKS = eINSTANCE.getTransitionCount_Ranks();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.impl.TaskImpl <em>Task</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.impl.TaskImpl
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getTask()
		 * @generated
		 */
		EClass TASK = eINSTANCE.getTask();

		/**
		 * The meta object literal for the '<em><b>Rank</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__RANK = eINSTANCE.getTask_Rank();

		/**
		 * The meta object literal for the '<em><b>Host</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__HOST = eINSTANCE.getTask_Host();

		/**
		 * The meta object literal for the '<em><b>Pid</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__PID = eINSTANCE.getTask_Pid();

		/**
		 * The meta object literal for the '<em><b>State</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TASK__STATE = eINSTANCE.getTask_State();

		/**
		 * The meta object literal for the '<em><b>In Mpi</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__IN_MPI = eINSTANCE.getTask_InMpi();

		/**
		 * The meta object literal for the '<em><b>Seconds In State</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__SECONDS_IN_STATE = eINSTANCE.getTask_SecondsInState();

		/**
		 * The meta object literal for the '<em><b>Wait Kind</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__WAIT_KIND = eINSTANCE.getTask_WaitKind();

		/**
		 * The meta object literal for the '<em><b>Wait Peers</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__WAIT_PEERS = eINSTANCE.getTask_WaitPeers();

		/**
		 * The meta object literal for the '<em><b>Wait Members</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__WAIT_MEMBERS = eINSTANCE.getTask_WaitMembers();

		/**
		 * The meta object literal for the '<em><b>Wait Any</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__WAIT_ANY = eINSTANCE.getTask_WaitAny();

		/**
		 * The meta object literal for the '<em><b>Wait Any Sources</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__WAIT_ANY_SOURCES = eINSTANCE.getTask_WaitAnySources();

		/**
		 * The meta object literal for the '<em><b>Finished</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__FINISHED = eINSTANCE.getTask_Finished();

		/**
		 * The meta object literal for the '<em><b>Wait Parts</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TASK__WAIT_PARTS = eINSTANCE.getTask_WaitParts();

		/**
		 * The meta object literal for the '<em><b>Pending Operations</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TASK__PENDING_OPERATIONS = eINSTANCE.getTask_PendingOperations();

		/**
		 * The meta object literal for the '<em><b>Channels Known</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__CHANNELS_KNOWN = eINSTANCE.getTask_ChannelsKnown();

		/**
		 * The meta object literal for the '<em><b>Channels</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TASK__CHANNELS = eINSTANCE.getTask_Channels();

		/**
		 * The meta object literal for the '<em><b>Any Source Receives</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__ANY_SOURCE_RECEIVES = eINSTANCE.getTask_AnySourceReceives();

		/**
		 * The meta object literal for the '<em><b>Message Counts Known</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__MESSAGE_COUNTS_KNOWN = eINSTANCE.getTask_MessageCountsKnown();

		/**
		 * The meta object literal for the '<em><b>Message Counts Complete</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__MESSAGE_COUNTS_COMPLETE = eINSTANCE.getTask_MessageCountsComplete();

		/**
		 * The meta object literal for the '<em><b>Message Counts</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TASK__MESSAGE_COUNTS = eINSTANCE.getTask_MessageCounts();

		/**
		 * The meta object literal for the '<em><b>Stack</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TASK__STACK = eINSTANCE.getTask_Stack();

		/**
		 * The meta object literal for the '<em><b>Stack Sampled</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__STACK_SAMPLED = eINSTANCE.getTask_StackSampled();

		/**
		 * The meta object literal for the '<em><b>Threads</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TASK__THREADS = eINSTANCE.getTask_Threads();

		/**
		 * The meta object literal for the '<em><b>Reason</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__REASON = eINSTANCE.getTask_Reason();

		/**
		 * The meta object literal for the '<em><b>Timeout Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__TIMEOUT_SECONDS = eINSTANCE.getTask_TimeoutSeconds();

		/**
		 * The meta object literal for the '<em><b>Timeout Inferred</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__TIMEOUT_INFERRED = eINSTANCE.getTask_TimeoutInferred();

		/**
		 * The meta object literal for the '<em><b>Trigger Rank</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__TRIGGER_RANK = eINSTANCE.getTask_TriggerRank();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.impl.WaitPartImpl <em>Wait Part</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.impl.WaitPartImpl
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getWaitPart()
		 * @generated
		 */
		EClass WAIT_PART = eINSTANCE.getWaitPart();

		/**
		 * The meta object literal for the '<em><b>Role</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WAIT_PART__ROLE = eINSTANCE.getWaitPart_Role();

		/**
		 * The meta object literal for the '<em><b>Peer</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WAIT_PART__PEER = eINSTANCE.getWaitPart_Peer();

		/**
		 * The meta object literal for the '<em><b>Tag</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WAIT_PART__TAG = eINSTANCE.getWaitPart_Tag();

		/**
		 * The meta object literal for the '<em><b>Communicator</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WAIT_PART__COMMUNICATOR = eINSTANCE.getWaitPart_Communicator();

		/**
		 * The meta object literal for the '<em><b>Communicator Size</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WAIT_PART__COMMUNICATOR_SIZE = eINSTANCE.getWaitPart_CommunicatorSize();

		/**
		 * The meta object literal for the '<em><b>Request</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WAIT_PART__REQUEST = eINSTANCE.getWaitPart_Request();

		/**
		 * The meta object literal for the '<em><b>Persistent</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WAIT_PART__PERSISTENT = eINSTANCE.getWaitPart_Persistent();

		/**
		 * The meta object literal for the '<em><b>Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WAIT_PART__BYTES = eINSTANCE.getWaitPart_Bytes();

		/**
		 * The meta object literal for the '<em><b>Root</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WAIT_PART__ROOT = eINSTANCE.getWaitPart_Root();

		/**
		 * The meta object literal for the '<em><b>Ordinal</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WAIT_PART__ORDINAL = eINSTANCE.getWaitPart_Ordinal();

		/**
		 * The meta object literal for the '<em><b>Communicator Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WAIT_PART__COMMUNICATOR_ID = eINSTANCE.getWaitPart_CommunicatorId();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.impl.ChannelImpl <em>Channel</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.impl.ChannelImpl
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getChannel()
		 * @generated
		 */
		EClass CHANNEL = eINSTANCE.getChannel();

		/**
		 * The meta object literal for the '<em><b>Peer</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CHANNEL__PEER = eINSTANCE.getChannel_Peer();

		/**
		 * The meta object literal for the '<em><b>Sends</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CHANNEL__SENDS = eINSTANCE.getChannel_Sends();

		/**
		 * The meta object literal for the '<em><b>Receives</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CHANNEL__RECEIVES = eINSTANCE.getChannel_Receives();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.impl.MessageCountImpl <em>Message Count</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.impl.MessageCountImpl
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getMessageCount()
		 * @generated
		 */
		EClass MESSAGE_COUNT = eINSTANCE.getMessageCount();

		/**
		 * The meta object literal for the '<em><b>Peer</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE_COUNT__PEER = eINSTANCE.getMessageCount_Peer();

		/**
		 * The meta object literal for the '<em><b>Tag</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE_COUNT__TAG = eINSTANCE.getMessageCount_Tag();

		/**
		 * The meta object literal for the '<em><b>Communicator</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE_COUNT__COMMUNICATOR = eINSTANCE.getMessageCount_Communicator();

		/**
		 * The meta object literal for the '<em><b>Communicator Size</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE_COUNT__COMMUNICATOR_SIZE = eINSTANCE.getMessageCount_CommunicatorSize();

		/**
		 * The meta object literal for the '<em><b>Communicator Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE_COUNT__COMMUNICATOR_ID = eINSTANCE.getMessageCount_CommunicatorId();

		/**
		 * The meta object literal for the '<em><b>Sends</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE_COUNT__SENDS = eINSTANCE.getMessageCount_Sends();

		/**
		 * The meta object literal for the '<em><b>Receives</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MESSAGE_COUNT__RECEIVES = eINSTANCE.getMessageCount_Receives();

		/**
		 * The meta object literal for the '<em><b>Last Send</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference MESSAGE_COUNT__LAST_SEND = eINSTANCE.getMessageCount_LastSend();

		/**
		 * The meta object literal for the '<em><b>Last Receive</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference MESSAGE_COUNT__LAST_RECEIVE = eINSTANCE.getMessageCount_LastReceive();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.impl.ThreadStackImpl <em>Thread Stack</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.impl.ThreadStackImpl
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getThreadStack()
		 * @generated
		 */
		EClass THREAD_STACK = eINSTANCE.getThreadStack();

		/**
		 * The meta object literal for the '<em><b>Tid</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute THREAD_STACK__TID = eINSTANCE.getThreadStack_Tid();

		/**
		 * The meta object literal for the '<em><b>Mpi Thread</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute THREAD_STACK__MPI_THREAD = eINSTANCE.getThreadStack_MpiThread();

		/**
		 * The meta object literal for the '<em><b>Sample Failed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute THREAD_STACK__SAMPLE_FAILED = eINSTANCE.getThreadStack_SampleFailed();

		/**
		 * The meta object literal for the '<em><b>Frames</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference THREAD_STACK__FRAMES = eINSTANCE.getThreadStack_Frames();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.impl.DiagnosisImpl <em>Diagnosis</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.impl.DiagnosisImpl
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getDiagnosis()
		 * @generated
		 */
		EClass DIAGNOSIS = eINSTANCE.getDiagnosis();

		/**
		 * The meta object literal for the '<em><b>Algorithm</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DIAGNOSIS__ALGORITHM = eINSTANCE.getDiagnosis_Algorithm();

		/**
		 * The meta object literal for the '<em><b>Nodes</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference DIAGNOSIS__NODES = eINSTANCE.getDiagnosis_Nodes();

		/**
		 * The meta object literal for the '<em><b>Edges</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference DIAGNOSIS__EDGES = eINSTANCE.getDiagnosis_Edges();

		/**
		 * The meta object literal for the '<em><b>Least Progressed</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference DIAGNOSIS__LEAST_PROGRESSED = eINSTANCE.getDiagnosis_LeastProgressed();

		/**
		 * The meta object literal for the '<em><b>Summary</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DIAGNOSIS__SUMMARY = eINSTANCE.getDiagnosis_Summary();

		/**
		 * The meta object literal for the '<em><b>Analysis Millis</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DIAGNOSIS__ANALYSIS_MILLIS = eINSTANCE.getDiagnosis_AnalysisMillis();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.impl.PdgNodeImpl <em>Pdg Node</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.impl.PdgNodeImpl
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getPdgNode()
		 * @generated
		 */
		EClass PDG_NODE = eINSTANCE.getPdgNode();

		/**
		 * The meta object literal for the '<em><b>State</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PDG_NODE__STATE = eINSTANCE.getPdgNode_State();

		/**
		 * The meta object literal for the '<em><b>Ranks</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PDG_NODE__RANKS = eINSTANCE.getPdgNode_Ranks();

		/**
		 * The meta object literal for the '<em><b>Least Progressed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PDG_NODE__LEAST_PROGRESSED = eINSTANCE.getPdgNode_LeastProgressed();

		/**
		 * The meta object literal for the '<em><b>Frames</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PDG_NODE__FRAMES = eINSTANCE.getPdgNode_Frames();

		/**
		 * The meta object literal for the '<em><b>Label</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PDG_NODE__LABEL = eINSTANCE.getPdgNode_Label();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.impl.PdgEdgeImpl <em>Pdg Edge</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.impl.PdgEdgeImpl
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getPdgEdge()
		 * @generated
		 */
		EClass PDG_EDGE = eINSTANCE.getPdgEdge();

		/**
		 * The meta object literal for the '<em><b>Source</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PDG_EDGE__SOURCE = eINSTANCE.getPdgEdge_Source();

		/**
		 * The meta object literal for the '<em><b>Target</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PDG_EDGE__TARGET = eINSTANCE.getPdgEdge_Target();

		/**
		 * The meta object literal for the '<em><b>Type</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PDG_EDGE__TYPE = eINSTANCE.getPdgEdge_Type();

		/**
		 * The meta object literal for the '<em><b>Forward Probability</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PDG_EDGE__FORWARD_PROBABILITY = eINSTANCE.getPdgEdge_ForwardProbability();

		/**
		 * The meta object literal for the '<em><b>Backward Probability</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PDG_EDGE__BACKWARD_PROBABILITY = eINSTANCE.getPdgEdge_BackwardProbability();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.StateKind <em>State Kind</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.StateKind
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getStateKind()
		 * @generated
		 */
		EEnum STATE_KIND = eINSTANCE.getStateKind();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.WaitKind <em>Wait Kind</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.WaitKind
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getWaitKind()
		 * @generated
		 */
		EEnum WAIT_KIND = eINSTANCE.getWaitKind();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.WaitRole <em>Wait Role</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.WaitRole
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getWaitRole()
		 * @generated
		 */
		EEnum WAIT_ROLE = eINSTANCE.getWaitRole();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.DumpReason <em>Dump Reason</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.DumpReason
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getDumpReason()
		 * @generated
		 */
		EEnum DUMP_REASON = eINSTANCE.getDumpReason();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.PdgAlgorithm <em>Pdg Algorithm</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.PdgAlgorithm
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getPdgAlgorithm()
		 * @generated
		 */
		EEnum PDG_ALGORITHM = eINSTANCE.getPdgAlgorithm();

		/**
		 * The meta object literal for the '{@link dev.straggler.model.DependenceType <em>Dependence Type</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.DependenceType
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getDependenceType()
		 * @generated
		 */
		EEnum DEPENDENCE_TYPE = eINSTANCE.getDependenceType();

		/**
		 * The meta object literal for the '<em>Rank Set</em>' data type.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see dev.straggler.model.RankSet
		 * @see dev.straggler.model.impl.StragglerPackageImpl#getRankSet()
		 * @generated
		 */
		EDataType RANK_SET = eINSTANCE.getRankSet();

	}

} //StragglerPackage
