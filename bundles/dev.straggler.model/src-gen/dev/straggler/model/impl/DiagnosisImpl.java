/**
 */
package dev.straggler.model.impl;

import dev.straggler.model.Diagnosis;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.PdgEdge;
import dev.straggler.model.PdgNode;
import dev.straggler.model.StragglerPackage;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.EObjectResolvingEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Diagnosis</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.impl.DiagnosisImpl#getAlgorithm <em>Algorithm</em>}</li>
 *   <li>{@link dev.straggler.model.impl.DiagnosisImpl#getNodes <em>Nodes</em>}</li>
 *   <li>{@link dev.straggler.model.impl.DiagnosisImpl#getEdges <em>Edges</em>}</li>
 *   <li>{@link dev.straggler.model.impl.DiagnosisImpl#getLeastProgressed <em>Least Progressed</em>}</li>
 *   <li>{@link dev.straggler.model.impl.DiagnosisImpl#getSummary <em>Summary</em>}</li>
 *   <li>{@link dev.straggler.model.impl.DiagnosisImpl#getAnalysisMillis <em>Analysis Millis</em>}</li>
 * </ul>
 *
 * @generated
 */
public class DiagnosisImpl extends MinimalEObjectImpl.Container implements Diagnosis {
	/**
	 * The default value of the '{@link #getAlgorithm() <em>Algorithm</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAlgorithm()
	 * @generated
	 * @ordered
	 */
	protected static final PdgAlgorithm ALGORITHM_EDEFAULT = PdgAlgorithm.DIST;

	/**
	 * The cached value of the '{@link #getAlgorithm() <em>Algorithm</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAlgorithm()
	 * @generated
	 * @ordered
	 */
	protected PdgAlgorithm algorithm = ALGORITHM_EDEFAULT;

	/**
	 * The cached value of the '{@link #getNodes() <em>Nodes</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNodes()
	 * @generated
	 * @ordered
	 */
	protected EList<PdgNode> nodes;

	/**
	 * The cached value of the '{@link #getEdges() <em>Edges</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEdges()
	 * @generated
	 * @ordered
	 */
	protected EList<PdgEdge> edges;

	/**
	 * The cached value of the '{@link #getLeastProgressed() <em>Least Progressed</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLeastProgressed()
	 * @generated
	 * @ordered
	 */
	protected EList<PdgNode> leastProgressed;

	/**
	 * The default value of the '{@link #getSummary() <em>Summary</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSummary()
	 * @generated
	 * @ordered
	 */
	protected static final String SUMMARY_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getSummary() <em>Summary</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSummary()
	 * @generated
	 * @ordered
	 */
	protected String summary = SUMMARY_EDEFAULT;

	/**
	 * The default value of the '{@link #getAnalysisMillis() <em>Analysis Millis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAnalysisMillis()
	 * @generated
	 * @ordered
	 */
	protected static final long ANALYSIS_MILLIS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getAnalysisMillis() <em>Analysis Millis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAnalysisMillis()
	 * @generated
	 * @ordered
	 */
	protected long analysisMillis = ANALYSIS_MILLIS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected DiagnosisImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return StragglerPackage.Literals.DIAGNOSIS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PdgAlgorithm getAlgorithm() {
		return algorithm;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAlgorithm(PdgAlgorithm newAlgorithm) {
		PdgAlgorithm oldAlgorithm = algorithm;
		algorithm = newAlgorithm == null ? ALGORITHM_EDEFAULT : newAlgorithm;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.DIAGNOSIS__ALGORITHM, oldAlgorithm, algorithm));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<PdgNode> getNodes() {
		if (nodes == null) {
			nodes = new EObjectContainmentEList<PdgNode>(PdgNode.class, this, StragglerPackage.DIAGNOSIS__NODES);
		}
		return nodes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<PdgEdge> getEdges() {
		if (edges == null) {
			edges = new EObjectContainmentEList<PdgEdge>(PdgEdge.class, this, StragglerPackage.DIAGNOSIS__EDGES);
		}
		return edges;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<PdgNode> getLeastProgressed() {
		if (leastProgressed == null) {
			leastProgressed = new EObjectResolvingEList<PdgNode>(PdgNode.class, this, StragglerPackage.DIAGNOSIS__LEAST_PROGRESSED);
		}
		return leastProgressed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getSummary() {
		return summary;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSummary(String newSummary) {
		String oldSummary = summary;
		summary = newSummary;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.DIAGNOSIS__SUMMARY, oldSummary, summary));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getAnalysisMillis() {
		return analysisMillis;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAnalysisMillis(long newAnalysisMillis) {
		long oldAnalysisMillis = analysisMillis;
		analysisMillis = newAnalysisMillis;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, StragglerPackage.DIAGNOSIS__ANALYSIS_MILLIS, oldAnalysisMillis, analysisMillis));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case StragglerPackage.DIAGNOSIS__NODES:
				return ((InternalEList<?>)getNodes()).basicRemove(otherEnd, msgs);
			case StragglerPackage.DIAGNOSIS__EDGES:
				return ((InternalEList<?>)getEdges()).basicRemove(otherEnd, msgs);
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
			case StragglerPackage.DIAGNOSIS__ALGORITHM:
				return getAlgorithm();
			case StragglerPackage.DIAGNOSIS__NODES:
				return getNodes();
			case StragglerPackage.DIAGNOSIS__EDGES:
				return getEdges();
			case StragglerPackage.DIAGNOSIS__LEAST_PROGRESSED:
				return getLeastProgressed();
			case StragglerPackage.DIAGNOSIS__SUMMARY:
				return getSummary();
			case StragglerPackage.DIAGNOSIS__ANALYSIS_MILLIS:
				return getAnalysisMillis();
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
			case StragglerPackage.DIAGNOSIS__ALGORITHM:
				setAlgorithm((PdgAlgorithm)newValue);
				return;
			case StragglerPackage.DIAGNOSIS__NODES:
				getNodes().clear();
				getNodes().addAll((Collection<? extends PdgNode>)newValue);
				return;
			case StragglerPackage.DIAGNOSIS__EDGES:
				getEdges().clear();
				getEdges().addAll((Collection<? extends PdgEdge>)newValue);
				return;
			case StragglerPackage.DIAGNOSIS__LEAST_PROGRESSED:
				getLeastProgressed().clear();
				getLeastProgressed().addAll((Collection<? extends PdgNode>)newValue);
				return;
			case StragglerPackage.DIAGNOSIS__SUMMARY:
				setSummary((String)newValue);
				return;
			case StragglerPackage.DIAGNOSIS__ANALYSIS_MILLIS:
				setAnalysisMillis((Long)newValue);
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
			case StragglerPackage.DIAGNOSIS__ALGORITHM:
				setAlgorithm(ALGORITHM_EDEFAULT);
				return;
			case StragglerPackage.DIAGNOSIS__NODES:
				getNodes().clear();
				return;
			case StragglerPackage.DIAGNOSIS__EDGES:
				getEdges().clear();
				return;
			case StragglerPackage.DIAGNOSIS__LEAST_PROGRESSED:
				getLeastProgressed().clear();
				return;
			case StragglerPackage.DIAGNOSIS__SUMMARY:
				setSummary(SUMMARY_EDEFAULT);
				return;
			case StragglerPackage.DIAGNOSIS__ANALYSIS_MILLIS:
				setAnalysisMillis(ANALYSIS_MILLIS_EDEFAULT);
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
			case StragglerPackage.DIAGNOSIS__ALGORITHM:
				return algorithm != ALGORITHM_EDEFAULT;
			case StragglerPackage.DIAGNOSIS__NODES:
				return nodes != null && !nodes.isEmpty();
			case StragglerPackage.DIAGNOSIS__EDGES:
				return edges != null && !edges.isEmpty();
			case StragglerPackage.DIAGNOSIS__LEAST_PROGRESSED:
				return leastProgressed != null && !leastProgressed.isEmpty();
			case StragglerPackage.DIAGNOSIS__SUMMARY:
				return SUMMARY_EDEFAULT == null ? summary != null : !SUMMARY_EDEFAULT.equals(summary);
			case StragglerPackage.DIAGNOSIS__ANALYSIS_MILLIS:
				return analysisMillis != ANALYSIS_MILLIS_EDEFAULT;
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
		result.append(" (algorithm: ");
		result.append(algorithm);
		result.append(", summary: ");
		result.append(summary);
		result.append(", analysisMillis: ");
		result.append(analysisMillis);
		result.append(')');
		return result.toString();
	}

} //DiagnosisImpl
