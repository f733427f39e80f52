package dev.straggler.launch.ide;

import org.eclipse.osgi.util.NLS;

import java.util.function.Consumer;

import dev.straggler.core.queues.MessageQueues;
import dev.straggler.core.queues.MessageQueues.Report;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;

/** The work behind the Message Queues view: the queues of a diagnosed hang ({@link MessageQueues}), in the background. */
public final class MessageQueuesFacade {

    private MessageQueuesFacade() {
    }

    /** Computes the message queues of {@code job} at the hang {@code diagnosis} describes; {@code done} gets them. */
    public static ResultJob<Report> queues(Job job, Diagnosis diagnosis, Consumer<Report> done) {
        ResultJob<Report> work = new ResultJob<>(NLS.bind(Messages.MessageQueues_job, job.getTasks().size()),
                () -> MessageQueues.of(job, diagnosis), done);
        work.setSystem(true);
        return work.start();
    }
}
