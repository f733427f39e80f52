/**
 */
package dev.straggler.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Pdg Algorithm</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * @see dev.straggler.model.StragglerPackage#getPdgAlgorithm()
 * @model
 * @generated
 */
public enum PdgAlgorithm implements Enumerator {
	/**
	 * The '<em><b>DIST</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DIST_VALUE
	 * @generated
	 * @ordered
	 */
	DIST(0, "DIST", "dist"),

	/**
	 * The '<em><b>SEMI DIST</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #SEMI_DIST_VALUE
	 * @generated
	 * @ordered
	 */
	SEMI_DIST(1, "SEMI_DIST", "semi-dist"),

	/**
	 * The '<em><b>LOOP AWARE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #LOOP_AWARE_VALUE
	 * @generated
	 * @ordered
	 */
	LOOP_AWARE(2, "LOOP_AWARE", "loop-aware");

	/**
	 * The '<em><b>DIST</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DIST
	 * @model literal="dist"
	 * @generated
	 * @ordered
	 */
	public static final int DIST_VALUE = 0;

	/**
	 * The '<em><b>SEMI DIST</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #SEMI_DIST
	 * @model literal="semi-dist"
	 * @generated
	 * @ordered
	 */
	public static final int SEMI_DIST_VALUE = 1;

	/**
	 * The '<em><b>LOOP AWARE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #LOOP_AWARE
	 * @model literal="loop-aware"
	 * @generated
	 * @ordered
	 */
	public static final int LOOP_AWARE_VALUE = 2;

	/**
	 * An array of all the '<em><b>Pdg Algorithm</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final PdgAlgorithm[] VALUES_ARRAY =
		new PdgAlgorithm[] {
			DIST,
			SEMI_DIST,
			LOOP_AWARE,
		};

	/**
	 * A public read-only list of all the '<em><b>Pdg Algorithm</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<PdgAlgorithm> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Pdg Algorithm</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static PdgAlgorithm get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			PdgAlgorithm result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Pdg Algorithm</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static PdgAlgorithm getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			PdgAlgorithm result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Pdg Algorithm</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static PdgAlgorithm get(int value) {
		switch (value) {
			case DIST_VALUE: return DIST;
			case SEMI_DIST_VALUE: return SEMI_DIST;
			case LOOP_AWARE_VALUE: return LOOP_AWARE;
		}
		return null;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final int value;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String name;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String literal;

	/**
	 * Only this class can construct instances.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private PdgAlgorithm(int value, String name, String literal) {
		this.value = value;
		this.name = name;
		this.literal = literal;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getValue() {
	  return value;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
	  return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLiteral() {
	  return literal;
	}

	/**
	 * Returns the literal value of the enumerator, which is its string representation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		return literal;
	}
	
} //PdgAlgorithm
