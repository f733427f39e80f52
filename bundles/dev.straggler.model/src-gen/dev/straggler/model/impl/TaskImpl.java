/**
 */
package dev.straggler.model.impl;

import dev.straggler.model.Channel;
import dev.straggler.model.DumpReason;
import dev.straggler.model.Frame;
import dev.straggler.model.MessageCount;
import dev.straggler.model.RankSet;
import dev.straggler.model.State;
import dev.straggler.model.StragglerFactory;
import dev.straggler.model.StragglerPackage;
import dev.straggler.model.Task;
import dev.straggler.model.ThreadStack;
import dev.straggler.model.WaitKind;

import dev.straggler.model.WaitPart;
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
 * An implementation of the model object '<em><b>Task</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getRank <em>Rank</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getHost <em>Host</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getPid <em>Pid</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getState <em>State</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#isInMpi <em>In Mpi</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getSecondsInState <em>Seconds In State</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getWaitKind <em>Wait Kind</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getWaitPeers <em>Wait Peers</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getWaitMembers <em>Wait Members</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#isWaitAny <em>Wait Any</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getWaitAnySources <em>Wait Any Sources</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#isFinished <em>Finished</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getWaitParts <em>Wait Parts</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getPendingOperations <em>Pending Operations</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#isChannelsKnown <em>Channels Known</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getChannels <em>Channels</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getAnySourceReceives <em>Any Source Receives</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#isMessageCountsKnown <em>Message Counts Known</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#isMessageCountsComplete <em>Message Counts Complete</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getMessageCounts <em>Message Counts</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getStack <em>Stack</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#isStackSampled <em>Stack Sampled</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getThreads <em>Threads</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getReason <em>Reason</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getTimeoutSeconds <em>Timeout Seconds</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#isTimeoutInferred <em>Timeout Inferred</em>}</li>
 *   <li>{@link dev.straggler.model.impl.TaskImpl#getTriggerRank <em>Trigger Rank</em>}</li>
 * </ul>
 *
 * @generated
 */
public class TaskImpl extends MinimalEObjectImpl.Container implements Task {
	/**
	 * The default value of the '{@link #getRank() <em>Rank</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRank()
	 * @generated
	 * @ordered
	 */
	protected static final int RANK_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRank() <em>Rank</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRank()
	 * @generated
	 * @ordered
	 */
	protected int rank = RANK_EDEFAULT;

	/**
	 * The default value of the '{@link #getHost() <em>Host</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHost()
	 * @generated
	 * @ordered
	 */
	protected static final String HOST_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getHost() <em>Host</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHost()
	 * @generated
	 * @ordered
	 */
	protected String host = HOST_EDEFAULT;

	/**
	 * The default value of the '{@link #getPid() <em>Pid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPid()
	 * @generated
	 * @ordered
	 */
	protected static final int PID_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getPid() <em>Pid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPid()
	 * @generated
	 * @ordered
	 */
	protected int pid = PID_EDEFAULT;

	/**
	 * The cached value of the '{@link #getState() <em>State</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getState()
	 * @generated
	 * @ordered
	 */
	protected State state;

	/**
	 * The default value of the '{@link #isInMpi() <em>In Mpi</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isInMpi()
	 * @generated
	 * @ordered
	 */
	protected static final boolean IN_MPI_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isInMpi() <em>In Mpi</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isInMpi()
	 * @generated
	 * @ordered
	 */
	protected boolean inMpi = IN_MPI_EDEFAULT;

	/**
	 * The default value of the '{@link #getSecondsInState() <em>Seconds In State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSecondsInState()
	 * @generated
	 * @ordered
	 */
	protected static final double SECONDS_IN_STATE_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getSecondsInState() <em>Seconds In State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSecondsInState()
	 * @generated
	 * @ordered
	 */
	protected double secondsInState = SECONDS_IN_STATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getWaitKind() <em>Wait Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWaitKind()
	 * @generated
	 * @ordered
	 */
	protected static final WaitKind WAIT_KIND_EDEFAULT = WaitKind.NONE;

	/**
	 * The cached value of the '{@link #getWaitKind() <em>Wait Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWaitKind()
	 * @generated
	 * @ordered
	 */
	protected WaitKind waitKind = WAIT_KIND_EDEFAULT;

	/**
	 * The cached value of the '{@link #getWaitPeers() <em>Wait Peers</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWaitPeers()
	 * @generated
	 * @ordered
	 */
	protected EList<Integer> waitPeers;

	/**
	 * The default value of the '{@link #getWaitMembers() <em>Wait Members</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWaitMembers()
	 * @generated
	 * @ordered
	 */
	protected static final RankSet WAIT_MEMBERS_EDEFAULT = (RankSet)StragglerFactory.eINSTANCE.createFromString(StragglerPackage.eINSTANCE.getRankSet(), "");

	/**
	 * The cached value of the '{@link #getWaitMembers() <em>Wait Members</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWaitMembers()
	 * @generated
	 * @ordered
	 */
	protected RankSet waitMembers = WAIT_MEMBERS_EDEFAULT;

	/**
	 * The default value of the '{@link #isWaitAny() <em>Wait Any</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isWaitAny()
	 * @generated
	 * @ordered
	 */
	protected static final boolean WAIT_ANY_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isWaitAny() <em>Wait Any</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isWaitAny()
	 * @generated
	 * @ordered
	 */
	protected boolean waitAny = WAIT_ANY_EDEFAULT;

	/**
	 * The default value of the '{@link #getWaitAnySources() <em>Wait Any Sources</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWaitAnySources()
	 * @generated
	 * @ordered
	 */
	protected static final RankSet WAIT_ANY_SOURCES_EDEFAULT = (RankSet)StragglerFactory.eINSTANCE.createFromString(StragglerPackage.eINSTANCE.getRankSet(), "");

	/**
	 * The cached value of the '{@link #getWaitAnySources() <em>Wait Any Sources</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWaitAnySources()
	 * @generated
	 * @ordered
	 */
	protected RankSet waitAnySources = WAIT_ANY_SOURCES_EDEFAULT;

	/**
	 * The default value of the '{@link #isFinished() <em>Finished</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isFinished()
	 * @generated
	 * @ordered
	 */
	protected static final boolean FINISHED_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isFinished() <em>Finished</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isFinished()
	 * @generated
	 * @ordered
	 */
	protected boolean finished = FINISHED_EDEFAULT;

	/**
	 * The cached value of the '{@link #getWaitParts() <em>Wait Parts</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWaitParts()
	 * @generated
	 * @ordered
	 */
	protected EList<WaitPart> waitParts;

	/**
	 * The cached value of the '{@link #getPendingOperations() <em>Pending Operations</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPendingOperations()
	 * @generated
	 * @ordered
	 */
	protected EList<WaitPart> pendingOperations;

	/**
	 * The default value of the '{@link #isChannelsKnown() <em>Channels Known</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isChannelsKnown()
	 * @generated
	 * @ordered
	 */
	protected static final boolean CHANNELS_KNOWN_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isChannelsKnown() <em>Channels Known</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isChannelsKnown()
	 * @generated
	 * @ordered
	 */
	protected boolean channelsKnown = CHANNELS_KNOWN_EDEFAULT;

	/**
	 * The cached value of the '{@link #getChannels() <em>Channels</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getChannels()
	 * @generated
	 * @ordered
	 */
	protected EList<Channel> channels;

	/**
	 * The default value of the '{@link #getAnySourceReceives() <em>Any Source Receives</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAnySourceReceives()
	 * @generated
	 * @ordered
	 */
	protected static final long ANY_SOURCE_RECEIVES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getAnySourceReceives() <em>Any Source Receives</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAnySourceReceives()
	 * @generated
	 * @ordered
	 */
	protected long anySourceReceives = ANY_SOURCE_RECEIVES_EDEFAULT;

	/**
	 * The default value of the '{@link #isMessageCountsKnown() <em>Message Counts Known</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isMessageCountsKnown()
	 * @generated
	 * @ordered
	 */
	protected static final boolean MESSAGE_COUNTS_KNOWN_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isMessageCountsKnown() <em>Message Counts Known</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isMessageCountsKnown()
	 * @generated
	 * @ordered
	 */
	protected boolean messageCountsKnown = MESSAGE_COUNTS_KNOWN_EDEFAULT;

	/**
	 * The default value of the '{@link #isMessageCountsComplete() <em>Message Counts Complete</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isMessageCountsComplete()
	 * @generated
	 * @ordered
	 */
	protected static final boolean MESSAGE_COUNTS_COMPLETE_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isMessageCountsComplete() <em>Message Counts Complete</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isMessageCountsComplete()
	 * @generated
	 * @ordered
	 */
	protected boolean messageCountsComplete = MESSAGE_COUNTS_COMPLETE_EDEFAULT;

	/**
	 * The cached value of the '{@link #getMessageCounts() <em>Message Counts</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMessageCounts()
	 * @generated
	 * @ordered
	 */
	protected EList<MessageCount> messageCounts;

	/**
	 * The cached value of the '{@link #getStack() <em>Stack</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStack()
	 * @generated
	 * @ordered
	 */
	protected EList<Frame> stack;

	/**
	 * The default value of the '{@link #isStackSampled() <em>Stack Sampled</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isStackSampled()
	 * @generated
	 * @ordered
	 */
	protected static final boolean STACK_SAMPLED_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isStackSampled() <em>Stack Sampled</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isStackSampled()
	 * @generated
	 * @ordered
	 */
	protected boolean stackSampled = STACK_SAMPLED_EDEFAULT;

	/**
	 * The cached value of the '{@link #getThreads() <em>Threads</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getThreads()
	 * @generated
	 * @ordered
	 */
	protected EList<ThreadStack> threads;

	/**
	 * The default value of the '{@link #getReason() <em>Reason</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReason()
	 * @generated
	 * @ordered
	 */
	protected static final DumpReason REASON_EDEFAULT = DumpReason.UNKNOWN;

	/**
	 * The cached value of the '{@link #getReason() <em>Reason</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReason()
	 * @generated
	 * @ordered
	 */
	protected DumpReason reason = REASON_EDEFAULT;

	/**
	 * The default value of the '{@link #getTimeoutSeconds() <em>Timeout Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeoutSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double TIMEOUT_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getTimeoutSeconds() <em>Timeout Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeoutSeconds()
	 * @generated
	 * @ordered
	 */
	protected double timeoutSeconds = TIMEOUT_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #isTimeoutInferred() <em>Timeout Inferred</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isTimeoutInferred()
	 * @generated
	 * @ordered
	 */
	protected static final boolean TIMEOUT_INFERRED_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isTimeoutInferred() <em>Timeout Inferred</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isTimeoutInferred()
	 * @generated
	 * @ordered
	 */
	protected boolean timeoutInferred = TIMEOUT_INFERRED_EDEFAULT;

	/**
	 * The default value of the '{@link #getTriggerRank() <em>Trigger Rank</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTriggerRank()
	 * @generated
	 * @ordered
	 */
	protected static final int TRIGGER_RANK_EDEFAULT = -1;

	/**
	 * The cached value of the '{@link #getTriggerRank() <em>Trigger Rank</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTriggerRank()
	 * @generated
	 * @ordered
	 */
	protected int triggerRank = TRIGGER_RANK_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected TaskImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return StragglerPackage.Literals.TASK;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRank() {
		return rank;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRank(int newRank) {
		int oldRank = rank;
		rank = newRank;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__RANK, oldRank, rank));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getHost() {
		return host;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHost(String newHost) {
		String oldHost = host;
		host = newHost;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__HOST, oldHost, host));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPid() {
		return pid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPid(int newPid) {
		int oldPid = pid;
		pid = newPid;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__PID, oldPid, pid));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public State getState() {
		if (state != null && state.eIsProxy()) {
			InternalEObject oldState = (InternalEObject)state;
			state = (State)eResolveProxy(oldState);
			if (state != oldState) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, StragglerPackage.TASK__STATE, oldState, state));
			}
		}
		return state;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public State basicGetState() {
		return state;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setState(State newState) {
		State oldState = state;
		state = newState;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__STATE, oldState, state));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isInMpi() {
		return inMpi;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setInMpi(boolean newInMpi) {
		boolean oldInMpi = inMpi;
		inMpi = newInMpi;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__IN_MPI, oldInMpi, inMpi));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getSecondsInState() {
		return secondsInState;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSecondsInState(double newSecondsInState) {
		double oldSecondsInState = secondsInState;
		secondsInState = newSecondsInState;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__SECONDS_IN_STATE, oldSecondsInState, secondsInState));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public WaitKind getWaitKind() {
		return waitKind;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWaitKind(WaitKind newWaitKind) {
		WaitKind oldWaitKind = waitKind;
		waitKind = newWaitKind == null ? WAIT_KIND_EDEFAULT : newWaitKind;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__WAIT_KIND, oldWaitKind, waitKind));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Integer> getWaitPeers() {
		if (waitPeers == null) {
			waitPeers = new EDataTypeEList<Integer>(Integer.class, this, StragglerPackage.TASK__WAIT_PEERS);
		}
		return waitPeers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RankSet getWaitMembers() {
		return waitMembers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWaitMembers(RankSet newWaitMembers) {
		RankSet oldWaitMembers = waitMembers;
		waitMembers = newWaitMembers;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__WAIT_MEMBERS, oldWaitMembers, waitMembers));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isWaitAny() {
		return waitAny;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWaitAny(boolean newWaitAny) {
		boolean oldWaitAny = waitAny;
		waitAny = newWaitAny;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__WAIT_ANY, oldWaitAny, waitAny));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RankSet getWaitAnySources() {
		return waitAnySources;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWaitAnySources(RankSet newWaitAnySources) {
		RankSet oldWaitAnySources = waitAnySources;
		waitAnySources = newWaitAnySources;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__WAIT_ANY_SOURCES, oldWaitAnySources, waitAnySources));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isFinished() {
		return finished;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFinished(boolean newFinished) {
		boolean oldFinished = finished;
		finished = newFinished;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__FINISHED, oldFinished, finished));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<WaitPart> getWaitParts() {
		if (waitParts == null) {
			waitParts = new EObjectContainmentEList<WaitPart>(WaitPart.class, this, StragglerPackage.TASK__WAIT_PARTS);
		}
		return waitParts;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<WaitPart> getPendingOperations() {
		if (pendingOperations == null) {
			pendingOperations = new EObjectContainmentEList<WaitPart>(WaitPart.class, this, StragglerPackage.TASK__PENDING_OPERATIONS);
		}
		return pendingOperations;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isChannelsKnown() {
		return channelsKnown;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setChannelsKnown(boolean newChannelsKnown) {
		boolean oldChannelsKnown = channelsKnown;
		channelsKnown = newChannelsKnown;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__CHANNELS_KNOWN, oldChannelsKnown, channelsKnown));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Channel> getChannels() {
		if (channels == null) {
			channels = new EObjectContainmentEList<Channel>(Channel.class, this, StragglerPackage.TASK__CHANNELS);
		}
		return channels;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getAnySourceReceives() {
		return anySourceReceives;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAnySourceReceives(long newAnySourceReceives) {
		long oldAnySourceReceives = anySourceReceives;
		anySourceReceives = newAnySourceReceives;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__ANY_SOURCE_RECEIVES, oldAnySourceReceives, anySourceReceives));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isMessageCountsKnown() {
		return messageCountsKnown;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMessageCountsKnown(boolean newMessageCountsKnown) {
		boolean oldMessageCountsKnown = messageCountsKnown;
		messageCountsKnown = newMessageCountsKnown;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__MESSAGE_COUNTS_KNOWN, oldMessageCountsKnown, messageCountsKnown));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isMessageCountsComplete() {
		return messageCountsComplete;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMessageCountsComplete(boolean newMessageCountsComplete) {
		boolean oldMessageCountsComplete = messageCountsComplete;
		messageCountsComplete = newMessageCountsComplete;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__MESSAGE_COUNTS_COMPLETE, oldMessageCountsComplete, messageCountsComplete));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<MessageCount> getMessageCounts() {
		if (messageCounts == null) {
			messageCounts = new EObjectContainmentEList<MessageCount>(MessageCount.class, this, StragglerPackage.TASK__MESSAGE_COUNTS);
		}
		return messageCounts;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Frame> getStack() {
		if (stack == null) {
			stack = new EObjectContainmentEList<Frame>(Frame.class, this, StragglerPackage.TASK__STACK);
		}
		return stack;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isStackSampled() {
		return stackSampled;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStackSampled(boolean newStackSampled) {
		boolean oldStackSampled = stackSampled;
		stackSampled = newStackSampled;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__STACK_SAMPLED, oldStackSampled, stackSampled));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<ThreadStack> getThreads() {
		if (threads == null) {
			threads = new EObjectContainmentEList<ThreadStack>(ThreadStack.class, this, StragglerPackage.TASK__THREADS);
		}
		return threads;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DumpReason getReason() {
		return reason;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReason(DumpReason newReason) {
		DumpReason oldReason = reason;
		reason = newReason == null ? REASON_EDEFAULT : newReason;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__REASON, oldReason, reason));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getTimeoutSeconds() {
		return timeoutSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTimeoutSeconds(double newTimeoutSeconds) {
		double oldTimeoutSeconds = timeoutSeconds;
		timeoutSeconds = newTimeoutSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__TIMEOUT_SECONDS, oldTimeoutSeconds, timeoutSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isTimeoutInferred() {
		return timeoutInferred;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTimeoutInferred(boolean newTimeoutInferred) {
		boolean oldTimeoutInferred = timeoutInferred;
		timeoutInferred = newTimeoutInferred;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__TIMEOUT_INFERRED, oldTimeoutInferred, timeoutInferred));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getTriggerRank() {
		return triggerRank;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTriggerRank(int newTriggerRank) {
		int oldTriggerRank = triggerRank;
		triggerRank = newTriggerRank;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.TASK__TRIGGER_RANK, oldTriggerRank, triggerRank));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case StragglerPackage.TASK__WAIT_PARTS:
				return ((InternalEList<?>)getWaitParts()).basicRemove(otherEnd, msgs);
			case StragglerPackage.TASK__PENDING_OPERATIONS:
				return ((InternalEList<?>)getPendingOperations()).basicRemove(otherEnd, msgs);
			case StragglerPackage.TASK__CHANNELS:
				return ((InternalEList<?>)getChannels()).basicRemove(otherEnd, msgs);
			case StragglerPackage.TASK__MESSAGE_COUNTS:
				return ((InternalEList<?>)getMessageCounts()).basicRemove(otherEnd, msgs);
			case StragglerPackage.TASK__STACK:
				return ((InternalEList<?>)getStack()).basicRemove(otherEnd, msgs);
			case StragglerPackage.TASK__THREADS:
				return ((InternalEList<?>)getThreads()).basicRemove(otherEnd, msgs);
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
			case StragglerPackage.TASK__RANK:
				return getRank();
			case StragglerPackage.TASK__HOST:
				return getHost();
			case StragglerPackage.TASK__PID:
				return getPid();
			case StragglerPackage.TASK__STATE:
				if (resolve) return getState();
				return basicGetState();
			case StragglerPackage.TASK__IN_MPI:
				return isInMpi();
			case StragglerPackage.TASK__SECONDS_IN_STATE:
				return getSecondsInState();
			case StragglerPackage.TASK__WAIT_KIND:
				return getWaitKind();
			case StragglerPackage.TASK__WAIT_PEERS:
				return getWaitPeers();
			case StragglerPackage.TASK__WAIT_MEMBERS:
				return getWaitMembers();
			case StragglerPackage.TASK__WAIT_ANY:
				return isWaitAny();
			case StragglerPackage.TASK__WAIT_ANY_SOURCES:
				return getWaitAnySources();
			case StragglerPackage.TASK__FINISHED:
				return isFinished();
			case StragglerPackage.TASK__WAIT_PARTS:
				return getWaitParts();
			case StragglerPackage.TASK__PENDING_OPERATIONS:
				return getPendingOperations();
			case StragglerPackage.TASK__CHANNELS_KNOWN:
				return isChannelsKnown();
			case StragglerPackage.TASK__CHANNELS:
				return getChannels();
			case StragglerPackage.TASK__ANY_SOURCE_RECEIVES:
				return getAnySourceReceives();
			case StragglerPackage.TASK__MESSAGE_COUNTS_KNOWN:
				return isMessageCountsKnown();
			case StragglerPackage.TASK__MESSAGE_COUNTS_COMPLETE:
				return isMessageCountsComplete();
			case StragglerPackage.TASK__MESSAGE_COUNTS:
				return getMessageCounts();
			case StragglerPackage.TASK__STACK:
				return getStack();
			case StragglerPackage.TASK__STACK_SAMPLED:
				return isStackSampled();
			case StragglerPackage.TASK__THREADS:
				return getThreads();
			case StragglerPackage.TASK__REASON:
				return getReason();
			case StragglerPackage.TASK__TIMEOUT_SECONDS:
				return getTimeoutSeconds();
			case StragglerPackage.TASK__TIMEOUT_INFERRED:
				return isTimeoutInferred();
			case StragglerPackage.TASK__TRIGGER_RANK:
				return getTriggerRank();
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
			case StragglerPackage.TASK__RANK:
				setRank((Integer)newValue);
				return;
			case StragglerPackage.TASK__HOST:
				setHost((String)newValue);
				return;
			case StragglerPackage.TASK__PID:
				setPid((Integer)newValue);
				return;
			case StragglerPackage.TASK__STATE:
				setState((State)newValue);
				return;
			case StragglerPackage.TASK__IN_MPI:
				setInMpi((Boolean)newValue);
				return;
			case StragglerPackage.TASK__SECONDS_IN_STATE:
				setSecondsInState((Double)newValue);
				return;
			case StragglerPackage.TASK__WAIT_KIND:
				setWaitKind((WaitKind)newValue);
				return;
			case StragglerPackage.TASK__WAIT_PEERS:
				getWaitPeers().clear();
				getWaitPeers().addAll((Collection<? extends Integer>)newValue);
				return;
			case StragglerPackage.TASK__WAIT_MEMBERS:
				setWaitMembers((RankSet)newValue);
				return;
			case StragglerPackage.TASK__WAIT_ANY:
				setWaitAny((Boolean)newValue);
				return;
			case StragglerPackage.TASK__WAIT_ANY_SOURCES:
				setWaitAnySources((RankSet)newValue);
				return;
			case StragglerPackage.TASK__FINISHED:
				setFinished((Boolean)newValue);
				return;
			case StragglerPackage.TASK__WAIT_PARTS:
				getWaitParts().clear();
				getWaitParts().addAll((Collection<? extends WaitPart>)newValue);
				return;
			case StragglerPackage.TASK__PENDING_OPERATIONS:
				getPendingOperations().clear();
				getPendingOperations().addAll((Collection<? extends WaitPart>)newValue);
				return;
			case StragglerPackage.TASK__CHANNELS_KNOWN:
				setChannelsKnown((Boolean)newValue);
				return;
			case StragglerPackage.TASK__CHANNELS:
				getChannels().clear();
				getChannels().addAll((Collection<? extends Channel>)newValue);
				return;
			case StragglerPackage.TASK__ANY_SOURCE_RECEIVES:
				setAnySourceReceives((Long)newValue);
				return;
			case StragglerPackage.TASK__MESSAGE_COUNTS_KNOWN:
				setMessageCountsKnown((Boolean)newValue);
				return;
			case StragglerPackage.TASK__MESSAGE_COUNTS_COMPLETE:
				setMessageCountsComplete((Boolean)newValue);
				return;
			case StragglerPackage.TASK__MESSAGE_COUNTS:
				getMessageCounts().clear();
				getMessageCounts().addAll((Collection<? extends MessageCount>)newValue);
				return;
			case StragglerPackage.TASK__STACK:
				getStack().clear();
				getStack().addAll((Collection<? extends Frame>)newValue);
				return;
			case StragglerPackage.TASK__STACK_SAMPLED:
				setStackSampled((Boolean)newValue);
				return;
			case StragglerPackage.TASK__THREADS:
				getThreads().clear();
				getThreads().addAll((Collection<? extends ThreadStack>)newValue);
				return;
			case StragglerPackage.TASK__REASON:
				setReason((DumpReason)newValue);
				return;
			case StragglerPackage.TASK__TIMEOUT_SECONDS:
				setTimeoutSeconds((Double)newValue);
				return;
			case StragglerPackage.TASK__TIMEOUT_INFERRED:
				setTimeoutInferred((Boolean)newValue);
				return;
			case StragglerPackage.TASK__TRIGGER_RANK:
				setTriggerRank((Integer)newValue);
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
			case StragglerPackage.TASK__RANK:
				setRank(RANK_EDEFAULT);
				return;
			case StragglerPackage.TASK__HOST:
				setHost(HOST_EDEFAULT);
				return;
			case StragglerPackage.TASK__PID:
				setPid(PID_EDEFAULT);
				return;
			case StragglerPackage.TASK__STATE:
				setState((State)null);
				return;
			case StragglerPackage.TASK__IN_MPI:
				setInMpi(IN_MPI_EDEFAULT);
				return;
			case StragglerPackage.TASK__SECONDS_IN_STATE:
				setSecondsInState(SECONDS_IN_STATE_EDEFAULT);
				return;
			case StragglerPackage.TASK__WAIT_KIND:
				setWaitKind(WAIT_KIND_EDEFAULT);
				return;
			case StragglerPackage.TASK__WAIT_PEERS:
				getWaitPeers().clear();
				return;
			case StragglerPackage.TASK__WAIT_MEMBERS:
				setWaitMembers(WAIT_MEMBERS_EDEFAULT);
				return;
			case StragglerPackage.TASK__WAIT_ANY:
				setWaitAny(WAIT_ANY_EDEFAULT);
				return;
			case StragglerPackage.TASK__WAIT_ANY_SOURCES:
				setWaitAnySources(WAIT_ANY_SOURCES_EDEFAULT);
				return;
			case StragglerPackage.TASK__FINISHED:
				setFinished(FINISHED_EDEFAULT);
				return;
			case StragglerPackage.TASK__WAIT_PARTS:
				getWaitParts().clear();
				return;
			case StragglerPackage.TASK__PENDING_OPERATIONS:
				getPendingOperations().clear();
				return;
			case StragglerPackage.TASK__CHANNELS_KNOWN:
				setChannelsKnown(CHANNELS_KNOWN_EDEFAULT);
				return;
			case StragglerPackage.TASK__CHANNELS:
				getChannels().clear();
				return;
			case StragglerPackage.TASK__ANY_SOURCE_RECEIVES:
				setAnySourceReceives(ANY_SOURCE_RECEIVES_EDEFAULT);
				return;
			case StragglerPackage.TASK__MESSAGE_COUNTS_KNOWN:
				setMessageCountsKnown(MESSAGE_COUNTS_KNOWN_EDEFAULT);
				return;
			case StragglerPackage.TASK__MESSAGE_COUNTS_COMPLETE:
				setMessageCountsComplete(MESSAGE_COUNTS_COMPLETE_EDEFAULT);
				return;
			case StragglerPackage.TASK__MESSAGE_COUNTS:
				getMessageCounts().clear();
				return;
			case StragglerPackage.TASK__STACK:
				getStack().clear();
				return;
			case StragglerPackage.TASK__STACK_SAMPLED:
				setStackSampled(STACK_SAMPLED_EDEFAULT);
				return;
			case StragglerPackage.TASK__THREADS:
				getThreads().clear();
				return;
			case StragglerPackage.TASK__REASON:
				setReason(REASON_EDEFAULT);
				return;
			case StragglerPackage.TASK__TIMEOUT_SECONDS:
				setTimeoutSeconds(TIMEOUT_SECONDS_EDEFAULT);
				return;
			case StragglerPackage.TASK__TIMEOUT_INFERRED:
				setTimeoutInferred(TIMEOUT_INFERRED_EDEFAULT);
				return;
			case StragglerPackage.TASK__TRIGGER_RANK:
				setTriggerRank(TRIGGER_RANK_EDEFAULT);
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
			case StragglerPackage.TASK__RANK:
				return rank != RANK_EDEFAULT;
			case StragglerPackage.TASK__HOST:
				return HOST_EDEFAULT == null ? host != null : !HOST_EDEFAULT.equals(host);
			case StragglerPackage.TASK__PID:
				return pid != PID_EDEFAULT;
			case StragglerPackage.TASK__STATE:
				return state != null;
			case StragglerPackage.TASK__IN_MPI:
				return inMpi != IN_MPI_EDEFAULT;
			case StragglerPackage.TASK__SECONDS_IN_STATE:
				return secondsInState != SECONDS_IN_STATE_EDEFAULT;
			case StragglerPackage.TASK__WAIT_KIND:
				return waitKind != WAIT_KIND_EDEFAULT;
			case StragglerPackage.TASK__WAIT_PEERS:
				return waitPeers != null && !waitPeers.isEmpty();
			case StragglerPackage.TASK__WAIT_MEMBERS:
				return WAIT_MEMBERS_EDEFAULT == null ? waitMembers != null : !WAIT_MEMBERS_EDEFAULT.equals(waitMembers);
			case StragglerPackage.TASK__WAIT_ANY:
				return waitAny != WAIT_ANY_EDEFAULT;
			case StragglerPackage.TASK__WAIT_ANY_SOURCES:
				return WAIT_ANY_SOURCES_EDEFAULT == null ? waitAnySources != null : !WAIT_ANY_SOURCES_EDEFAULT.equals(waitAnySources);
			case StragglerPackage.TASK__FINISHED:
				return finished != FINISHED_EDEFAULT;
			case StragglerPackage.TASK__WAIT_PARTS:
				return waitParts != null && !waitParts.isEmpty();
			case StragglerPackage.TASK__PENDING_OPERATIONS:
				return pendingOperations != null && !pendingOperations.isEmpty();
			case StragglerPackage.TASK__CHANNELS_KNOWN:
				return channelsKnown != CHANNELS_KNOWN_EDEFAULT;
			case StragglerPackage.TASK__CHANNELS:
				return channels != null && !channels.isEmpty();
			case StragglerPackage.TASK__ANY_SOURCE_RECEIVES:
				return anySourceReceives != ANY_SOURCE_RECEIVES_EDEFAULT;
			case StragglerPackage.TASK__MESSAGE_COUNTS_KNOWN:
				return messageCountsKnown != MESSAGE_COUNTS_KNOWN_EDEFAULT;
			case StragglerPackage.TASK__MESSAGE_COUNTS_COMPLETE:
				return messageCountsComplete != MESSAGE_COUNTS_COMPLETE_EDEFAULT;
			case StragglerPackage.TASK__MESSAGE_COUNTS:
				return messageCounts != null && !messageCounts.isEmpty();
			case StragglerPackage.TASK__STACK:
				return stack != null && !stack.isEmpty();
			case StragglerPackage.TASK__STACK_SAMPLED:
				return stackSampled != STACK_SAMPLED_EDEFAULT;
			case StragglerPackage.TASK__THREADS:
				return threads != null && !threads.isEmpty();
			case StragglerPackage.TASK__REASON:
				return reason != REASON_EDEFAULT;
			case StragglerPackage.TASK__TIMEOUT_SECONDS:
				return timeoutSeconds != TIMEOUT_SECONDS_EDEFAULT;
			case StragglerPackage.TASK__TIMEOUT_INFERRED:
				return timeoutInferred != TIMEOUT_INFERRED_EDEFAULT;
			case StragglerPackage.TASK__TRIGGER_RANK:
				return triggerRank != TRIGGER_RANK_EDEFAULT;
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
		result.append(" (rank: ");
		result.append(rank);
		result.append(", host: ");
		result.append(host);
		result.append(", pid: ");
		result.append(pid);
		result.append(", inMpi: ");
		result.append(inMpi);
		result.append(", secondsInState: ");
		result.append(secondsInState);
		result.append(", waitKind: ");
		result.append(waitKind);
		result.append(", waitPeers: ");
		result.append(waitPeers);
		result.append(", waitMembers: ");
		result.append(waitMembers);
		result.append(", waitAny: ");
		result.append(waitAny);
		result.append(", waitAnySources: ");
		result.append(waitAnySources);
		result.append(", finished: ");
		result.append(finished);
		result.append(", channelsKnown: ");
		result.append(channelsKnown);
		result.append(", anySourceReceives: ");
		result.append(anySourceReceives);
		result.append(", messageCountsKnown: ");
		result.append(messageCountsKnown);
		result.append(", messageCountsComplete: ");
		result.append(messageCountsComplete);
		result.append(", stackSampled: ");
		result.append(stackSampled);
		result.append(", reason: ");
		result.append(reason);
		result.append(", timeoutSeconds: ");
		result.append(timeoutSeconds);
		result.append(", timeoutInferred: ");
		result.append(timeoutInferred);
		result.append(", triggerRank: ");
		result.append(triggerRank);
		result.append(')');
		return result.toString();
	}

} //TaskImpl
