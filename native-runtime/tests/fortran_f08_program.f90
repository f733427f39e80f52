! Fortran entry points of the mpi_f08 module: fortran_program.f90 with `use mpi_f08` (see test_fortran.py).
! ierror is left out of some calls (OPTIONAL in mpi_f08), given to others; the receive's status is read.
program fortran_f08_program
  use mpi_f08
  implicit none
  integer :: ierr, rank, i, s
  type(MPI_Request) :: req
  type(MPI_Status) :: stat
  call MPI_INIT(ierr)
  call MPI_COMM_RANK(MPI_COMM_WORLD, rank)
  do i = 1, 3
    call MPI_BARRIER(MPI_COMM_WORLD)
    call MPI_ALLREDUCE(i, s, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr)
  end do
  call MPI_IRECV(s, 1, MPI_INTEGER, 1 - rank, 7, MPI_COMM_WORLD, req)
  call MPI_SEND(rank, 1, MPI_INTEGER, 1 - rank, 7, MPI_COMM_WORLD)
  call MPI_WAIT(req, stat, ierr)
  if (stat%MPI_SOURCE /= 1 - rank .or. s /= 1 - rank) error stop 'fortran_f08_program: wrong message'
  call MPI_FINALIZE()
end program fortran_f08_program
