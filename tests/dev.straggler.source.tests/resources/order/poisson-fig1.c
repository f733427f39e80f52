int poisson( ) { int it, converged; const int MAX = 1000; double diff, tolerance = 1e-6;
    it = 0;
    converged = 0;
    while ( it < MAX ) {
        exchange_band( 0 );   /* Exchange ghost points of A */
        sweep_band( 0 );      /* Jacobi sweep, computing B from A */
        get_norm( 0 );
        exchange_band ( 1 );  /* Exchange ghost points of B */
        sweep_band ( 1 );     /* Jacobi sweep, computing B from A */
        diff = get_norm ( 1 );
        MPI_Allreduce ( 0 );
        if ( diff <= tolerance )
            converged = 1;
        if (converged)
            handle_converged( 0 );
        else
            handle_not( 0 );
        if ( converged )
            break;
        it++;
    }
    return converged;
}
