/**
 */
package dev.straggler.model.impl;

import dev.straggler.model.Frame;
import dev.straggler.model.StragglerPackage;
import dev.straggler.model.ThreadStack;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Thread Stack</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.impl.ThreadStackImpl#getTid <em>Tid</em>}</li>
 *   <li>{@link dev.straggler.model.impl.ThreadStackImpl#isMpiThread <em>Mpi Thread</em>}</li>
 *   <li>{@link dev.straggler.model.impl.ThreadStackImpl#isSampleFailed <em>Sample Failed</em>}</li>
 *   <li>{@link dev.straggler.model.impl.ThreadStackImpl#getFrames <em>Frames</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ThreadStackImpl extends MinimalEObjectImpl.Container implements ThreadStack {
	/**
	 * The default value of the '{@link #getTid() <em>Tid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTid()
	 * @generated
	 * @ordered
	 */
	protected static final long TID_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getTid() <em>Tid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTid()
	 * @generated
	 * @ordered
	 */
	protected long tid = TID_EDEFAULT;

	/**
	 * The default value of the '{@link #isMpiThread() <em>Mpi Thread</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isMpiThread()
	 * @generated
	 * @ordered
	 */
	protected static final boolean MPI_THREAD_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isMpiThread() <em>Mpi Thread</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isMpiThread()
	 * @generated
	 * @ordered
	 */
	protected boolean mpiThread = MPI_THREAD_EDEFAULT;

	/**
	 * The default value of the '{@link #isSampleFailed() <em>Sample Failed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSampleFailed()
	 * @generated
	 * @ordered
	 */
	protected static final boolean SAMPLE_FAILED_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isSampleFailed() <em>Sample Failed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSampleFailed()
	 * @generated
	 * @ordered
	 */
	protected boolean sampleFailed = SAMPLE_FAILED_EDEFAULT;

	/**
	 * The cached value of the '{@link #getFrames() <em>Frames</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFrames()
	 * @generated
	 * @ordered
	 */
	protected EList<Frame> frames;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ThreadStackImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return StragglerPackage.Literals.THREAD_STACK;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getTid() {
		return tid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTid(long newTid) {
		long oldTid = tid;
		tid = newTid;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.THREAD_STACK__TID, oldTid, tid));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isMpiThread() {
		return mpiThread;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMpiThread(boolean newMpiThread) {
		boolean oldMpiThread = mpiThread;
		mpiThread = newMpiThread;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.THREAD_STACK__MPI_THREAD, oldMpiThread, mpiThread));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSampleFailed() {
		return sampleFailed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSampleFailed(boolean newSampleFailed) {
		boolean oldSampleFailed = sampleFailed;
		sampleFailed = newSampleFailed;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.THREAD_STACK__SAMPLE_FAILED, oldSampleFailed, sampleFailed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Frame> getFrames() {
		if (frames == null) {
			frames = new EObjectContainmentEList<Frame>(Frame.class, this, StragglerPackage.THREAD_STACK__FRAMES);
		}
		return frames;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case StragglerPackage.THREAD_STACK__FRAMES:
				return ((InternalEList<?>)getFrames()).basicRemove(otherEnd, msgs);
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
			case StragglerPackage.THREAD_STACK__TID:
				return getTid();
			case StragglerPackage.THREAD_STACK__MPI_THREAD:
				return isMpiThread();
			case StragglerPackage.THREAD_STACK__SAMPLE_FAILED:
				return isSampleFailed();
			case StragglerPackage.THREAD_STACK__FRAMES:
				return getFrames();
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
			case StragglerPackage.THREAD_STACK__TID:
				setTid((Long)newValue);
				return;
			case StragglerPackage.THREAD_STACK__MPI_THREAD:
				setMpiThread((Boolean)newValue);
				return;
			case StragglerPackage.THREAD_STACK__SAMPLE_FAILED:
				setSampleFailed((Boolean)newValue);
				return;
			case StragglerPackage.THREAD_STACK__FRAMES:
				getFrames().clear();
				getFrames().addAll((Collection<? extends Frame>)newValue);
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
			case StragglerPackage.THREAD_STACK__TID:
				setTid(TID_EDEFAULT);
				return;
			case StragglerPackage.THREAD_STACK__MPI_THREAD:
				setMpiThread(MPI_THREAD_EDEFAULT);
				return;
			case StragglerPackage.THREAD_STACK__SAMPLE_FAILED:
				setSampleFailed(SAMPLE_FAILED_EDEFAULT);
				return;
			case StragglerPackage.THREAD_STACK__FRAMES:
				getFrames().clear();
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
			case StragglerPackage.THREAD_STACK__TID:
				return tid != TID_EDEFAULT;
			case StragglerPackage.THREAD_STACK__MPI_THREAD:
				return mpiThread != MPI_THREAD_EDEFAULT;
			case StragglerPackage.THREAD_STACK__SAMPLE_FAILED:
				return sampleFailed != SAMPLE_FAILED_EDEFAULT;
			case StragglerPackage.THREAD_STACK__FRAMES:
				return frames != null && !frames.isEmpty();
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
		result.append(" (tid: ");
		result.append(tid);
		result.append(", mpiThread: ");
		result.append(mpiThread);
		result.append(", sampleFailed: ");
		result.append(sampleFailed);
		result.append(')');
		return result.toString();
	}

} //ThreadStackImpl
