! deadlock_f08.f90 - deadlock.c in Fortran with the mpi_f08 module: a receive-receive deadlock between ranks 0 and 1.
!
! Every rank first sums the ranks in place (MPI_Allreduce with MPI_IN_PLACE). Then ranks pair up (0-1, 2-3, ...)
! and exchange a value; in a well-ordered pair the even rank sends first. The pair 0-1 takes the other branch (the
! bug: rank 0 should send first), so both block in MPI_Recv waiting for each other, and the other pairs wait for
! them in MPI_Barrier. The calls go through the mpi_f08 entry points (Open MPI: mpi_recv_f08_; MPICH:
! mpi_recv_f08ts_, the buffer a descriptor), most without the optional ierror.
!
! Expected diagnosis (mpirun -np 4): least-progressed ranks 0-1 at deadlock_f08.f90:28
!
! usage: deadlock_f08
program deadlock_f08
  use mpi_f08
  implicit none
  integer :: rank, size, partner, mine, theirs, total, ierr
  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Comm_size(MPI_COMM_WORLD, size)
  total = rank
  call MPI_Allreduce(MPI_IN_PLACE, total, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD)
  partner = ieor(rank, 1)
  mine = rank * 10
  if (partner < size) then
    if (mod(rank, 2) == 0 .and. rank >= 2) then
      call MPI_Send(mine, 1, MPI_INTEGER, partner, 0, MPI_COMM_WORLD)
      call MPI_Recv(theirs, 1, MPI_INTEGER, partner, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
    else
      call MPI_Recv(theirs, 1, MPI_INTEGER, partner, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE) ! STRAGGLER-LP
      call MPI_Send(mine, 1, MPI_INTEGER, partner, 0, MPI_COMM_WORLD)
    end if
  end if
  call MPI_Barrier(MPI_COMM_WORLD)
  if (rank == 0) print '(a, i0, a, i0)', 'sum of ranks ', total, ', partner sent ', theirs
  call MPI_Finalize()
end program deadlock_f08
