package dev.straggler.core.progress;

import org.ejml.data.DMatrixRMaj;
import org.ejml.data.DMatrixSparseCSC;
import org.ejml.dense.row.CommonOps_DDRM;
import org.ejml.sparse.csc.CommonOps_DSCC;

/** Placeholder numeric kernel of the progress analysis (dense and sparse EJML). */
public final class ProgressSolver {

    private ProgressSolver() {
    }

    /** Solves the dense system {@code a x = b} and returns x. */
    public static double[] solve(double[][] a, double[] b) {
        DMatrixRMaj x = new DMatrixRMaj(b.length, 1);
        if (!CommonOps_DDRM.solve(new DMatrixRMaj(a), new DMatrixRMaj(b.length, 1, true, b), x)) {
            throw new IllegalArgumentException("singular system");
        }
        return x.data.clone();
    }

    /** Number of non-zeros of the transpose of an n x n sparse identity (exercises ejml-dsparse). */
    public static int sparseIdentityNonZeros(int n) {
        DMatrixSparseCSC identity = CommonOps_DSCC.identity(n);
        return CommonOps_DSCC.transpose(identity, null, null).getNonZeroLength();
    }
}
