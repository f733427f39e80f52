! The start-up marker through the Fortran entry points (see test_init_marker.py): as examples/preinit.c, rank 1
! (from the launcher's environment: MPI_INIT has not said it yet) sleeps SECONDS before MPI_INIT, rank 0 waits in it.
program preinit_f
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, seconds, n
  character(len=16) :: v
  seconds = 3600
  if (command_argument_count() > 0) then
    call get_command_argument(1, v)
    read (v, *) seconds
  end if
  call get_environment_variable('OMPI_COMM_WORLD_RANK', v, n)
  if (n == 0) call get_environment_variable('PMI_RANK', v, n)
  if (n > 0) then
    read (v, *) rank
    if (rank == 1) call sleep(seconds)
  end if
  call MPI_INIT(ierr)
  call MPI_COMM_RANK(MPI_COMM_WORLD, rank, ierr)
  call MPI_BARRIER(MPI_COMM_WORLD, ierr)
  if (rank == 0) print '(a)', 'preinit done'
  call MPI_FINALIZE(ierr)
end program preinit_f
