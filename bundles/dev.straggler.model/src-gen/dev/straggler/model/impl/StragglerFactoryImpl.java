/**
 */
package dev.straggler.model.impl;

import dev.straggler.model.Channel;
import dev.straggler.model.DependenceType;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.DumpReason;
import dev.straggler.model.Frame;
import dev.straggler.model.Job;
import dev.straggler.model.MessageCount;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.PdgEdge;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.model.State;
import dev.straggler.model.StateKind;
import dev.straggler.model.StragglerFactory;
import dev.straggler.model.StragglerPackage;
import dev.straggler.model.Task;
import dev.straggler.model.ThreadStack;
import dev.straggler.model.Transition;
import dev.straggler.model.TransitionCount;
import dev.straggler.model.WaitKind;

import dev.straggler.model.WaitPart;
import dev.straggler.model.WaitRole;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import org.eclipse.emf.ecore.impl.EFactoryImpl;

import org.eclipse.emf.ecore.plugin.EcorePlugin;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Factory</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class StragglerFactoryImpl extends EFactoryImpl implements StragglerFactory {
	/**
	 * Creates the default factory implementation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static StragglerFactory init() {
		try {
			StragglerFactory theStragglerFactory = (StragglerFactory)EPackage.Registry.INSTANCE.getEFactory(StragglerPackage.eNS_URI);
			if (theStragglerFactory != null) {
				return theStragglerFactory;
			}
		}
		catch (Exception exception) {
			EcorePlugin.INSTANCE.log(exception);
		}
		return new StragglerFactoryImpl();
	}

	/**
	 * Creates an instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public StragglerFactoryImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EObject create(EClass eClass) {
		switch (eClass.getClassifierID()) {
			case StragglerPackage.JOB: return createJob();
			case StragglerPackage.MODULE: return createModule();
			case StragglerPackage.FRAME: return createFrame();
			case StragglerPackage.STATE: return createState();
			case StragglerPackage.TRANSITION: return createTransition();
			case StragglerPackage.TRANSITION_COUNT: return createTransitionCount();
			case StragglerPackage.TASK: return createTask();
			case StragglerPackage.WAIT_PART: return createWaitPart();
			case StragglerPackage.CHANNEL: return createChannel();
			case StragglerPackage.MESSAGE_COUNT: return createMessageCount();
			case StragglerPackage.THREAD_STACK: return createThreadStack();
			case StragglerPackage.DIAGNOSIS: return createDiagnosis();
			case StragglerPackage.PDG_NODE: return createPdgNode();
			case StragglerPackage.PDG_EDGE: return createPdgEdge();
			default:
				throw new IllegalArgumentException("The class '" + eClass.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object createFromString(EDataType eDataType, String initialValue) {
		switch (eDataType.getClassifierID()) {
			case StragglerPackage.STATE_KIND:
				return createStateKindFromString(eDataType, initialValue);
			case StragglerPackage.WAIT_KIND:
				return createWaitKindFromString(eDataType, initialValue);
			case StragglerPackage.WAIT_ROLE:
				return createWaitRoleFromString(eDataType, initialValue);
			case StragglerPackage.DUMP_REASON:
				return createDumpReasonFromString(eDataType, initialValue);
			case StragglerPackage.PDG_ALGORITHM:
				return createPdgAlgorithmFromString(eDataType, initialValue);
			case StragglerPackage.DEPENDENCE_TYPE:
				return createDependenceTypeFromString(eDataType, initialValue);
			case StragglerPackage.RANK_SET:
				return createRankSetFromString(eDataType, initialValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String convertToString(EDataType eDataType, Object instanceValue) {
		switch (eDataType.getClassifierID()) {
			case StragglerPackage.STATE_KIND:
				return convertStateKindToString(eDataType, instanceValue);
			case StragglerPackage.WAIT_KIND:
				return convertWaitKindToString(eDataType, instanceValue);
			case StragglerPackage.WAIT_ROLE:
				return convertWaitRoleToString(eDataType, instanceValue);
			case StragglerPackage.DUMP_REASON:
				return convertDumpReasonToString(eDataType, instanceValue);
			case StragglerPackage.PDG_ALGORITHM:
				return convertPdgAlgorithmToString(eDataType, instanceValue);
			case StragglerPackage.DEPENDENCE_TYPE:
				return convertDependenceTypeToString(eDataType, instanceValue);
			case StragglerPackage.RANK_SET:
				return convertRankSetToString(eDataType, instanceValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Job createJob() {
		JobImpl job = new JobImpl();
		return job;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public dev.straggler.model.Module createModule() {
		ModuleImpl module = new ModuleImpl();
		return module;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Frame createFrame() {
		FrameImpl frame = new FrameImpl();
		return frame;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public State createState() {
		StateImpl state = new StateImpl();
		return state;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Transition createTransition() {
		TransitionImpl transition = new TransitionImpl();
		return transition;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TransitionCount createTransitionCount() {
		TransitionCountImpl transitionCount = new TransitionCountImpl();
		return transitionCount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Task createTask() {
		TaskImpl task = new TaskImpl();
		return task;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public WaitPart createWaitPart() {
		WaitPartImpl waitPart = new WaitPartImpl();
		return waitPart;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Channel createChannel() {
		ChannelImpl channel = new ChannelImpl();
		return channel;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public MessageCount createMessageCount() {
		MessageCountImpl messageCount = new MessageCountImpl();
		return messageCount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ThreadStack createThreadStack() {
		ThreadStackImpl threadStack = new ThreadStackImpl();
		return threadStack;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Diagnosis createDiagnosis() {
		DiagnosisImpl diagnosis = new DiagnosisImpl();
		return diagnosis;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PdgNode createPdgNode() {
		PdgNodeImpl pdgNode = new PdgNodeImpl();
		return pdgNode;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PdgEdge createPdgEdge() {
		PdgEdgeImpl pdgEdge = new PdgEdgeImpl();
		return pdgEdge;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public StateKind createStateKindFromString(EDataType eDataType, String initialValue) {
		StateKind result = StateKind.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertStateKindToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public WaitKind createWaitKindFromString(EDataType eDataType, String initialValue) {
		WaitKind result = WaitKind.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertWaitKindToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public WaitRole createWaitRoleFromString(EDataType eDataType, String initialValue) {
		WaitRole result = WaitRole.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertWaitRoleToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public DumpReason createDumpReasonFromString(EDataType eDataType, String initialValue) {
		DumpReason result = DumpReason.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertDumpReasonToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public PdgAlgorithm createPdgAlgorithmFromString(EDataType eDataType, String initialValue) {
		PdgAlgorithm result = PdgAlgorithm.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertPdgAlgorithmToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public DependenceType createDependenceTypeFromString(EDataType eDataType, String initialValue) {
		DependenceType result = DependenceType.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertDependenceTypeToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * Parses the canonical text form of {@link RankSet#parse(String)}.
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public RankSet createRankSetFromString(EDataType eDataType, String initialValue) {
		return initialValue == null ? null : RankSet.parse(initialValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * Writes the canonical text form of {@link RankSet#toString()}.
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public String convertRankSetToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public StragglerPackage getStragglerPackage() {
		return (StragglerPackage)getEPackage();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @deprecated
	 * @generated
	 */
	@Deprecated
	public static StragglerPackage getPackage() {
		return StragglerPackage.eINSTANCE;
	}

} //StragglerFactoryImpl
