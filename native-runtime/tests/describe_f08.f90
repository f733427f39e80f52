! describe_fortran.f90 with the mpi_f08 module (see test_describe.py): the same calls through the f08 entry points
! (MPICH: choice buffers as descriptors, MPI_IN_PLACE included), ierror given to some calls and left out of others.
program describe_f08
  use mpi_f08
  implicit none
  integer :: ierr, rank, other
  type(MPI_Request) :: req
  type(MPI_Comm) :: dup
  type(MPI_Status) :: stat
  integer :: a(3), b(3), g(4), x(2)
  call MPI_INIT(ierr)
  call MPI_COMM_RANK(MPI_COMM_WORLD, rank)
  other = 1 - rank
  a = rank
  call MPI_IRECV(x, 2, MPI_INTEGER, other, 8, MPI_COMM_WORLD, req, ierr)
  if (rank == 0) then
    call MPI_SEND(a, 3, MPI_INTEGER, other, 7, MPI_COMM_WORLD)
    call MPI_RECV(b, 3, MPI_INTEGER, MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, stat)
  else
    call MPI_RECV(b, 3, MPI_INTEGER, MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, stat, ierr)
    call MPI_SEND(a, 3, MPI_INTEGER, other, 7, MPI_COMM_WORLD, ierr)
  end if
  call MPI_SEND(a, 2, MPI_INTEGER, other, 8, MPI_COMM_WORLD)
  call MPI_WAIT(req, MPI_STATUS_IGNORE)
  g = rank
  if (rank == 1) then
    call MPI_GATHER(MPI_IN_PLACE, 0, MPI_INTEGER, g, 2, MPI_INTEGER, 1, MPI_COMM_WORLD)
  else
    call MPI_GATHER(g, 2, MPI_INTEGER, g, 2, MPI_INTEGER, 1, MPI_COMM_WORLD)
  end if
  call MPI_ALLREDUCE(a, b, 3, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD)
  call MPI_COMM_DUP(MPI_COMM_WORLD, dup)
  call MPI_BCAST(a, 1, MPI_INTEGER, 0, dup)
  call MPI_COMM_FREE(dup, ierr)
  call MPI_FINALIZE()
end program describe_f08
