#!/usr/bin/env python3
"""Reference numbers for KccaTest (dev.straggler.internal.core.scale.tests).

Regularized kernel CCA in Hardoon, Szedmak & Shawe-Taylor (2004)'s own formulation, computed the direct way with
numpy/scipy on the full n x n centred kernel matrices -- no incomplete Cholesky, no SVD of a whitened matrix:
the squared canonical correlations are the eigenvalues of

    (Kx + kappa I)^-1 Ky (Ky + kappa I)^-1 Kx ,   kappa = n * gamma

(Hardoon §3.2, the regularized problem max a'KxKy b  s.t.  a'(Kx^2 + kappa Kx)a = b'(Ky^2 + kappa Ky)b = 1).
Gaussian kernel k(a,b) = exp(-|a-b|^2 / (2 s2)), s2 = fraction * (1/n) sum |x_i - mean|^2, centred K = H K H.
The Java implementation must reproduce these values through its own route (ICD + Cholesky whitening + SVD).

Run: python3 kcca_reference.py   (prints the numbers KccaTest hard-codes; kcca_reference.txt is its output)
"""
import numpy as np
import scipy.linalg as sla


def dataset():
    """The deterministic data set of KccaTest.referenceDataSet(): 12 points, x in R^2, y in R^3."""
    n = 12
    x = np.array([[i, (i * i) % 7] for i in range(n)], dtype=float)
    y = np.array([[np.sin(i), np.cos(2 * i), i / 3.0] for i in range(n)], dtype=float)
    return x, y


def centred_kernel(p, fraction):
    n = len(p)
    c = p - p.mean(axis=0)
    s2 = fraction * (c * c).sum() / n
    d2 = ((p[:, None, :] - p[None, :, :]) ** 2).sum(axis=2)
    k = np.exp(-d2 / (2 * s2))
    h = np.eye(n) - np.ones((n, n)) / n
    return h @ k @ h


def canonical_correlations(x, y, fx, fy, gamma):
    n = len(x)
    kx = centred_kernel(x, fx)
    ky = centred_kernel(y, fy)
    kappa = n * gamma
    a = sla.solve(kx + kappa * np.eye(n), ky) @ sla.solve(ky + kappa * np.eye(n), kx)
    ev = np.sort(np.real(sla.eigvals(a)))[::-1]
    return np.sqrt(np.clip(ev, 0, None))


if __name__ == "__main__":
    x, y = dataset()
    print("numpy", np.__version__, "scipy", __import__("scipy").__version__)
    for fx, fy, gamma in [(1.0, 0.5, 0.05), (4.0, 4.0, 0.01), (0.25, 2.0, 0.2)]:
        rho = canonical_correlations(x, y, fx, fy, gamma)
        print("fx=%r fy=%r gamma=%r rho[0:4] = {%s}" % (fx, fy, gamma, ", ".join("%.12f" % r for r in rho[:4])))
