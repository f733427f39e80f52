! Fortran entry points: a deterministic program using mpif.h (see test_fortran.py).
program fortran_program
  implicit none
  include 'mpif.h'
  integer :: ierr, rank, i, s, req, stat(MPI_STATUS_SIZE)
  call MPI_INIT(ierr)
  call MPI_COMM_RANK(MPI_COMM_WORLD, rank, ierr)
  do i = 1, 3
    call MPI_BARRIER(MPI_COMM_WORLD, ierr)
    call MPI_ALLREDUCE(i, s, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr)
  end do
  call MPI_IRECV(s, 1, MPI_INTEGER, 1 - rank, 7, MPI_COMM_WORLD, req, ierr)
  call MPI_SEND(rank, 1, MPI_INTEGER, 1 - rank, 7, MPI_COMM_WORLD, ierr)
  call MPI_WAIT(req, stat, ierr)
  call MPI_FINALIZE(ierr)
end program fortran_program
