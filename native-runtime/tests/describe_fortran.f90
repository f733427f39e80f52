! The call descriptors of the Fortran bindings (see test_describe.py), 2 ranks: a send and a receive
! from any source, a nonblocking receive, a gather with MPI_IN_PLACE at its root (1), an allreduce,
! a broadcast on a duplicate of MPI_COMM_WORLD and its release.
program describe_fortran
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, other, req, dup, stat(MPI_STATUS_SIZE)
  integer :: a(3), b(3), g(4), x(2)
  call MPI_INIT(ierr)
  call MPI_COMM_RANK(MPI_COMM_WORLD, rank, ierr)
  other = 1 - rank
  a = rank
  call MPI_IRECV(x, 2, MPI_INTEGER, other, 8, MPI_COMM_WORLD, req, ierr)
  if (rank == 0) then
    call MPI_SEND(a, 3, MPI_INTEGER, other, 7, MPI_COMM_WORLD, ierr)
    call MPI_RECV(b, 3, MPI_INTEGER, MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, stat, ierr)
  else
    call MPI_RECV(b, 3, MPI_INTEGER, MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, stat, ierr)
    call MPI_SEND(a, 3, MPI_INTEGER, other, 7, MPI_COMM_WORLD, ierr)
  end if
  call MPI_SEND(a, 2, MPI_INTEGER, other, 8, MPI_COMM_WORLD, ierr)
  call MPI_WAIT(req, stat, ierr)
  g = rank
  if (rank == 1) then
    call MPI_GATHER(MPI_IN_PLACE, 0, MPI_INTEGER, g, 2, MPI_INTEGER, 1, MPI_COMM_WORLD, ierr)
  else
    call MPI_GATHER(g, 2, MPI_INTEGER, g, 2, MPI_INTEGER, 1, MPI_COMM_WORLD, ierr)
  end if
  call MPI_ALLREDUCE(a, b, 3, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr)
  call MPI_COMM_DUP(MPI_COMM_WORLD, dup, ierr)
  call MPI_BCAST(a, 1, MPI_INTEGER, 0, dup, ierr)
  call MPI_COMM_FREE(dup, ierr)
  call MPI_FINALIZE(ierr)
end program describe_fortran
