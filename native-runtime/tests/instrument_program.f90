! The Fortran workload for `straggler instrument` (tests/test_instrument.py; hooks: -finstrument-functions):
! instrument_program.c's, in Fortran: the program calls step ITERS times (the first argument, default 5); step sums
! a series, then MPI_Allreduce's the sum. Prints the total on rank 0.
module instrumented
contains
  subroutine step(i, x)
    use mpi
    integer, intent(in) :: i
    double precision, intent(out) :: x
    integer :: k, ierr
    x = 0
    do k = 0, 999 + i
      x = x + k * 0.5d0
    end do
    call MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD, ierr)
  end subroutine step
end module instrumented

program instrument_program
  use mpi
  use instrumented
  integer :: ierr, rank, i, iters
  character(len=16) :: arg
  double precision :: x, s
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  iters = 5
  if (command_argument_count() > 0) then
    call get_command_argument(1, arg)
    read (arg, *) iters
  end if
  s = 0
  do i = 0, iters - 1
    call step(i, x)
    s = s + x
  end do
  if (rank == 0) write (*, '(a, f0.1)') 'total ', s
  call MPI_Finalize(ierr)
end program instrument_program
