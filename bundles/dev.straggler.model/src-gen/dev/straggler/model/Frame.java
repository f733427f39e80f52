/**
 */
package dev.straggler.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Frame</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A code address: a module and an offset as the ELF file's symbol tables and DWARF see it.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link dev.straggler.model.Frame#getModule <em>Module</em>}</li>
 *   <li>{@link dev.straggler.model.Frame#getOffset <em>Offset</em>}</li>
 *   <li>{@link dev.straggler.model.Frame#isReturnAddress <em>Return Address</em>}</li>
 *   <li>{@link dev.straggler.model.Frame#getFunction <em>Function</em>}</li>
 *   <li>{@link dev.straggler.model.Frame#getFile <em>File</em>}</li>
 *   <li>{@link dev.straggler.model.Frame#getLine <em>Line</em>}</li>
 *   <li>{@link dev.straggler.model.Frame#isResolved <em>Resolved</em>}</li>
 * </ul>
 *
 * @see dev.straggler.model.StragglerPackage#getFrame()
 * @model
 * @generated
 */
public interface Frame extends EObject {
	/**
	 * Returns the value of the '<em><b>Module</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The module, null when the address is in no known module.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Module</em>' reference.
	 * @see #setModule(dev.straggler.model.Module)
	 * @see dev.straggler.model.StragglerPackage#getFrame_Module()
	 * @model
	 * @generated
	 */
	dev.straggler.model.Module getModule();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Frame#getModule <em>Module</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Module</em>' reference.
	 * @see #getModule()
	 * @generated
	 */
	void setModule(dev.straggler.model.Module value);

	/**
	 * Returns the value of the '<em><b>Offset</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Offset</em>' attribute.
	 * @see #setOffset(long)
	 * @see dev.straggler.model.StragglerPackage#getFrame_Offset()
	 * @model
	 * @generated
	 */
	long getOffset();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Frame#getOffset <em>Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Offset</em>' attribute.
	 * @see #getOffset()
	 * @generated
	 */
	void setOffset(long value);

	/**
	 * Returns the value of the '<em><b>Return Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * True when the offset is a return address: look up offset - 1 to find the line of the call.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Return Address</em>' attribute.
	 * @see #setReturnAddress(boolean)
	 * @see dev.straggler.model.StragglerPackage#getFrame_ReturnAddress()
	 * @model
	 * @generated
	 */
	boolean isReturnAddress();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Frame#isReturnAddress <em>Return Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Return Address</em>' attribute.
	 * @see #isReturnAddress()
	 * @generated
	 */
	void setReturnAddress(boolean value);

	/**
	 * Returns the value of the '<em><b>Function</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Function</em>' attribute.
	 * @see #setFunction(String)
	 * @see dev.straggler.model.StragglerPackage#getFrame_Function()
	 * @model
	 * @generated
	 */
	String getFunction();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Frame#getFunction <em>Function</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Function</em>' attribute.
	 * @see #getFunction()
	 * @generated
	 */
	void setFunction(String value);

	/**
	 * Returns the value of the '<em><b>File</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>File</em>' attribute.
	 * @see #setFile(String)
	 * @see dev.straggler.model.StragglerPackage#getFrame_File()
	 * @model
	 * @generated
	 */
	String getFile();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Frame#getFile <em>File</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>File</em>' attribute.
	 * @see #getFile()
	 * @generated
	 */
	void setFile(String value);

	/**
	 * Returns the value of the '<em><b>Line</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Source line, 0 = unknown.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Line</em>' attribute.
	 * @see #setLine(int)
	 * @see dev.straggler.model.StragglerPackage#getFrame_Line()
	 * @model
	 * @generated
	 */
	int getLine();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Frame#getLine <em>Line</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Line</em>' attribute.
	 * @see #getLine()
	 * @generated
	 */
	void setLine(int value);

	/**
	 * Returns the value of the '<em><b>Resolved</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Resolved</em>' attribute.
	 * @see #setResolved(boolean)
	 * @see dev.straggler.model.StragglerPackage#getFrame_Resolved()
	 * @model
	 * @generated
	 */
	boolean isResolved();

	/**
	 * Sets the value of the '{@link dev.straggler.model.Frame#isResolved <em>Resolved</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Resolved</em>' attribute.
	 * @see #isResolved()
	 * @generated
	 */
	void setResolved(boolean value);

} // Frame
