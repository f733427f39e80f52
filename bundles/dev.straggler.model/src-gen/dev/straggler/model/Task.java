/**
 */
package dev.straggler.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Task</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.Task#getRank <em>Rank</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getHost <em>Host</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getPid <em>Pid</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getState <em>State</em>}</li>
 *   <li>{@link dev.straggler.model.Task#isInMpi <em>In Mpi</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getSecondsInState <em>Seconds In State</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getWaitKind <em>Wait Kind</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getWaitPeers <em>Wait Peers</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getWaitMembers <em>Wait Members</em>}</li>
 *   <li>{@link dev.straggler.model.Task#isWaitAny <em>Wait Any</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getWaitAnySources <em>Wait Any Sources</em>}</li>
 *   <li>{@link dev.straggler.model.Task#isFinished <em>Finished</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getWaitParts <em>Wait Parts</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getPendingOperations <em>Pending Operations</em>}</li>
 *   <li>{@link dev.straggler.model.Task#isChannelsKnown <em>Channels Known</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getChannels <em>Channels</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getAnySourceReceives <em>Any Source Receives</em>}</li>
 *   <li>{@link dev.straggler.model.Task#isMessageCountsKnown <em>Message Counts Known</em>}</li>
 *   <li>{@link dev.straggler.model.Task#isMessageCountsComplete <em>Message Counts Complete</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getMessageCounts <em>Message Counts</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getStack <em>Stack</em>}</li>
 *   <li>{@link dev.straggler.model.Task#isStackSampled <em>Stack Sampled</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getThreads <em>Threads</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getReason <em>Reason</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getTimeoutSeconds <em>Timeout Seconds</em>}</li>
 *   <li>{@link dev.straggler.model.Task#isTimeoutInferred <em>Timeout Inferred</em>}</li>
 *   <li>{@link dev.straggler.model.Task#getTriggerRank <em>Trigger Rank</em>}</li>
 * </ul>
 *
 * @see dev.straggler.model.StragglerPackage#getTask()
 * @model
 * @generated
 */
public interface Task extends EObject {
	/**
	 * Returns the value of the '<em><b>Rank</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Rank</em>' attribute.
	 * @see #setRank(int)
	 * @see dev.straggler.model.StragglerPackage#getTask_Rank()
	 * @model
	 * @generated
	 */
	int getRank();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#getRank <em>Rank</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rank</em>' attribute.
	 * @see #getRank()
	 * @generated
	 */
	void setRank(int value);

	/**
	 * Returns the value of the '<em><b>Host</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Host</em>' attribute.
	 * @see #setHost(String)
	 * @see dev.straggler.model.StragglerPackage#getTask_Host()
	 * @model
	 * @generated
	 */
	String getHost();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#getHost <em>Host</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Host</em>' attribute.
	 * @see #getHost()
	 * @generated
	 */
	void setHost(String value);

	/**
	 * Returns the value of the '<em><b>Pid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Pid</em>' attribute.
	 * @see #setPid(int)
	 * @see dev.straggler.model.StragglerPackage#getTask_Pid()
	 * @model
	 * @generated
	 */
	int getPid();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#getPid <em>Pid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pid</em>' attribute.
	 * @see #getPid()
	 * @generated
	 */
	void setPid(int value);

	/**
	 * Returns the value of the '<em><b>State</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The current state; null when the task has not reached MPI_Init.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>State</em>' reference.
	 * @see #setState(State)
	 * @see dev.straggler.model.StragglerPackage#getTask_State()
	 * @model
	 * @generated
	 */
	State getState();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#getState <em>State</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>State</em>' reference.
	 * @see #getState()
	 * @generated
	 */
	void setState(State value);

	/**
	 * Returns the value of the '<em><b>In Mpi</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>In Mpi</em>' attribute.
	 * @see #setInMpi(boolean)
	 * @see dev.straggler.model.StragglerPackage#getTask_InMpi()
	 * @model
	 * @generated
	 */
	boolean isInMpi();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#isInMpi <em>In Mpi</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>In Mpi</em>' attribute.
	 * @see #isInMpi()
	 * @generated
	 */
	void setInMpi(boolean value);

	/**
	 * Returns the value of the '<em><b>Seconds In State</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Seconds In State</em>' attribute.
	 * @see #setSecondsInState(double)
	 * @see dev.straggler.model.StragglerPackage#getTask_SecondsInState()
	 * @model
	 * @generated
	 */
	double getSecondsInState();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#getSecondsInState <em>Seconds In State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Seconds In State</em>' attribute.
	 * @see #getSecondsInState()
	 * @generated
	 */
	void setSecondsInState(double value);

	/**
	 * Returns the value of the '<em><b>Wait Kind</b></em>' attribute.
	 * The literals are from the enumeration {@link dev.straggler.model.WaitKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Wait Kind</em>' attribute.
	 * @see dev.straggler.model.WaitKind
	 * @see #setWaitKind(WaitKind)
	 * @see dev.straggler.model.StragglerPackage#getTask_WaitKind()
	 * @model
	 * @generated
	 */
	WaitKind getWaitKind();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#getWaitKind <em>Wait Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Wait Kind</em>' attribute.
	 * @see dev.straggler.model.WaitKind
	 * @see #getWaitKind()
	 * @generated
	 */
	void setWaitKind(WaitKind value);

	/**
	 * Returns the value of the '<em><b>Wait Peers</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.Integer}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * World ranks the task waits on; -1 = unknown (e.g. MPI_ANY_SOURCE).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Wait Peers</em>' attribute list.
	 * @see dev.straggler.model.StragglerPackage#getTask_WaitPeers()
	 * @model unique="false"
	 * @generated
	 */
	EList<Integer> getWaitPeers();

	/**
	 * Returns the value of the '<em><b>Wait Members</b></em>' attribute.
	 * The default value is <code>""</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * For a collective: the world ranks of the communicator.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Wait Members</em>' attribute.
	 * @see #setWaitMembers(RankSet)
	 * @see dev.straggler.model.StragglerPackage#getTask_WaitMembers()
	 * @model default="" dataType="dev.straggler.model.RankSet"
	 * @generated
	 */
	RankSet getWaitMembers();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#getWaitMembers <em>Wait Members</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Wait Members</em>' attribute.
	 * @see #getWaitMembers()
	 * @generated
	 */
	void setWaitMembers(RankSet value);

	/**
	 * Returns the value of the '<em><b>Wait Any</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * MPI_Waitany/MPI_Waitsome over several pending requests: one of waitPeers or waitAnySources ends the wait (otherwise every peer is needed).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Wait Any</em>' attribute.
	 * @see #setWaitAny(boolean)
	 * @see dev.straggler.model.StragglerPackage#getTask_WaitAny()
	 * @model
	 * @generated
	 */
	boolean isWaitAny();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#isWaitAny <em>Wait Any</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Wait Any</em>' attribute.
	 * @see #isWaitAny()
	 * @generated
	 */
	void setWaitAny(boolean value);

	/**
	 * Returns the value of the '<em><b>Wait Any Sources</b></em>' attribute.
	 * The default value is <code>""</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The any-source part of a point-to-point wait (MPI_ANY_SOURCE receive, probe or request): the world ranks of its communicator, any one of which can end it; empty when there is none.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Wait Any Sources</em>' attribute.
	 * @see #setWaitAnySources(RankSet)
	 * @see dev.straggler.model.StragglerPackage#getTask_WaitAnySources()
	 * @model default="" dataType="dev.straggler.model.RankSet"
	 * @generated
	 */
	RankSet getWaitAnySources();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#getWaitAnySources <em>Wait Any Sources</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Wait Any Sources</em>' attribute.
	 * @see #getWaitAnySources()
	 * @generated
	 */
	void setWaitAnySources(RankSet value);

	/**
	 * Returns the value of the '<em><b>Finished</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The task is in (or past) MPI_Finalize: it has done all its communication (since dump format 1.3; older dumps: its state is MPI_Finalize).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Finished</em>' attribute.
	 * @see #setFinished(boolean)
	 * @see dev.straggler.model.StragglerPackage#getTask_Finished()
	 * @model
	 * @generated
	 */
	boolean isFinished();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#isFinished <em>Finished</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Finished</em>' attribute.
	 * @see #isFinished()
	 * @generated
	 */
	void setFinished(boolean value);

	/**
	 * Returns the value of the '<em><b>Wait Parts</b></em>' containment reference list.
	 * The list contents are of type {@link dev.straggler.model.WaitPart}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The parts of the current wait: each send, receive or probe of the blocked call or of a request it waits on, or its collective (empty before dump format 1.3).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Wait Parts</em>' containment reference list.
	 * @see dev.straggler.model.StragglerPackage#getTask_WaitParts()
	 * @model containment="true"
	 * @generated
	 */
	EList<WaitPart> getWaitParts();

	/**
	 * Returns the value of the '<em><b>Pending Operations</b></em>' containment reference list.
	 * The list contents are of type {@link dev.straggler.model.WaitPart}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Requests posted and not completed (persistent ones between MPI_Start and their completion), whether waited on or not.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pending Operations</em>' containment reference list.
	 * @see dev.straggler.model.StragglerPackage#getTask_PendingOperations()
	 * @model containment="true"
	 * @generated
	 */
	EList<WaitPart> getPendingOperations();

	/**
	 * Returns the value of the '<em><b>Channels Known</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The runtime counted the task's posted sends and receives per peer: a peer without a channel entry counts 0 (false in older dumps and, in situ, beyond the per-task cap: unknown).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Channels Known</em>' attribute.
	 * @see #setChannelsKnown(boolean)
	 * @see dev.straggler.model.StragglerPackage#getTask_ChannelsKnown()
	 * @model
	 * @generated
	 */
	boolean isChannelsKnown();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#isChannelsKnown <em>Channels Known</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Channels Known</em>' attribute.
	 * @see #isChannelsKnown()
	 * @generated
	 */
	void setChannelsKnown(boolean value);

	/**
	 * Returns the value of the '<em><b>Channels</b></em>' containment reference list.
	 * The list contents are of type {@link dev.straggler.model.Channel}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Per peer the task talked to: sends it posted to the peer, receives it posted with the peer as the source.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Channels</em>' containment reference list.
	 * @see dev.straggler.model.StragglerPackage#getTask_Channels()
	 * @model containment="true"
	 * @generated
	 */
	EList<Channel> getChannels();

	/**
	 * Returns the value of the '<em><b>Any Source Receives</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Receives the task posted from MPI_ANY_SOURCE (in situ: 1 when it posted any).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Any Source Receives</em>' attribute.
	 * @see #setAnySourceReceives(long)
	 * @see dev.straggler.model.StragglerPackage#getTask_AnySourceReceives()
	 * @model
	 * @generated
	 */
	long getAnySourceReceives();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#getAnySourceReceives <em>Any Source Receives</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Any Source Receives</em>' attribute.
	 * @see #getAnySourceReceives()
	 * @generated
	 */
	void setAnySourceReceives(long value);

	/**
	 * Returns the value of the '<em><b>Message Counts Known</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The runtime counted the task's posted sends and receives per peer, tag and communicator (dump format 1.7; false in older dumps and in situ).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Message Counts Known</em>' attribute.
	 * @see #setMessageCountsKnown(boolean)
	 * @see dev.straggler.model.StragglerPackage#getTask_MessageCountsKnown()
	 * @model
	 * @generated
	 */
	boolean isMessageCountsKnown();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#isMessageCountsKnown <em>Message Counts Known</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Message Counts Known</em>' attribute.
	 * @see #isMessageCountsKnown()
	 * @generated
	 */
	void setMessageCountsKnown(boolean value);

	/**
	 * Returns the value of the '<em><b>Message Counts Complete</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Every (peer, tag, communicator) the task posted a send or receive with has an entry in messageCounts (false when the runtime's table was full: a key not listed is unknown, a key listed is exact).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Message Counts Complete</em>' attribute.
	 * @see #setMessageCountsComplete(boolean)
	 * @see dev.straggler.model.StragglerPackage#getTask_MessageCountsComplete()
	 * @model
	 * @generated
	 */
	boolean isMessageCountsComplete();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#isMessageCountsComplete <em>Message Counts Complete</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Message Counts Complete</em>' attribute.
	 * @see #isMessageCountsComplete()
	 * @generated
	 */
	void setMessageCountsComplete(boolean value);

	/**
	 * Returns the value of the '<em><b>Message Counts</b></em>' containment reference list.
	 * The list contents are of type {@link dev.straggler.model.MessageCount}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Per (peer, tag, communicator) the task posted a send or receive with: the counts and the states of the calls that posted the last of each (dump format 1.7).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Message Counts</em>' containment reference list.
	 * @see dev.straggler.model.StragglerPackage#getTask_MessageCounts()
	 * @model containment="true"
	 * @generated
	 */
	EList<MessageCount> getMessageCounts();

	/**
	 * Returns the value of the '<em><b>Stack</b></em>' containment reference list.
	 * The list contents are of type {@link dev.straggler.model.Frame}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The sampled stack of the thread that initialized MPI, innermost first.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Stack</em>' containment reference list.
	 * @see dev.straggler.model.StragglerPackage#getTask_Stack()
	 * @model containment="true"
	 * @generated
	 */
	EList<Frame> getStack();

	/**
	 * Returns the value of the '<em><b>Stack Sampled</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Stack Sampled</em>' attribute.
	 * @see #setStackSampled(boolean)
	 * @see dev.straggler.model.StragglerPackage#getTask_StackSampled()
	 * @model
	 * @generated
	 */
	boolean isStackSampled();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#isStackSampled <em>Stack Sampled</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Stack Sampled</em>' attribute.
	 * @see #isStackSampled()
	 * @generated
	 */
	void setStackSampled(boolean value);

	/**
	 * Returns the value of the '<em><b>Threads</b></em>' containment reference list.
	 * The list contents are of type {@link dev.straggler.model.ThreadStack}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Every thread of the task the runtime sampled at the dump (THRD), the thread that initialized MPI first (its frames are also 'stack'); the runtime's own helper thread is not among them. Empty when the job was read from an in-situ reduced file only.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Threads</em>' containment reference list.
	 * @see dev.straggler.model.StragglerPackage#getTask_Threads()
	 * @model containment="true"
	 * @generated
	 */
	EList<ThreadStack> getThreads();

	/**
	 * Returns the value of the '<em><b>Reason</b></em>' attribute.
	 * The literals are from the enumeration {@link dev.straggler.model.DumpReason}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Reason</em>' attribute.
	 * @see dev.straggler.model.DumpReason
	 * @see #setReason(DumpReason)
	 * @see dev.straggler.model.StragglerPackage#getTask_Reason()
	 * @model
	 * @generated
	 */
	DumpReason getReason();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#getReason <em>Reason</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Reason</em>' attribute.
	 * @see dev.straggler.model.DumpReason
	 * @see #getReason()
	 * @generated
	 */
	void setReason(DumpReason value);

	/**
	 * Returns the value of the '<em><b>Timeout Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Timeout Seconds</em>' attribute.
	 * @see #setTimeoutSeconds(double)
	 * @see dev.straggler.model.StragglerPackage#getTask_TimeoutSeconds()
	 * @model
	 * @generated
	 */
	double getTimeoutSeconds();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#getTimeoutSeconds <em>Timeout Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Timeout Seconds</em>' attribute.
	 * @see #getTimeoutSeconds()
	 * @generated
	 */
	void setTimeoutSeconds(double value);

	/**
	 * Returns the value of the '<em><b>Timeout Inferred</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Timeout Inferred</em>' attribute.
	 * @see #setTimeoutInferred(boolean)
	 * @see dev.straggler.model.StragglerPackage#getTask_TimeoutInferred()
	 * @model
	 * @generated
	 */
	boolean isTimeoutInferred();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#isTimeoutInferred <em>Timeout Inferred</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Timeout Inferred</em>' attribute.
	 * @see #isTimeoutInferred()
	 * @generated
	 */
	void setTimeoutInferred(boolean value);

	/**
	 * Returns the value of the '<em><b>Trigger Rank</b></em>' attribute.
	 * The default value is <code>"-1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The rank whose timeout triggered the diagnosis, -1 = unknown.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Trigger Rank</em>' attribute.
	 * @see #setTriggerRank(int)
	 * @see dev.straggler.model.StragglerPackage#getTask_TriggerRank()
	 * @model default="-1"
	 * @generated
	 */
	int getTriggerRank();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Task#getTriggerRank <em>Trigger Rank</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Trigger Rank</em>' attribute.
	 * @see #getTriggerRank()
	 * @generated
	 */
	void setTriggerRank(int value);

} // Task
