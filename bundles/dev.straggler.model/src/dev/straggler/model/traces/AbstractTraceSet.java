package dev.straggler.model.traces;

/**
 * What every {@link TraceSet} holds alike: where the run comes from, its program and build id, its world size and its function
 * table, fixed when the set is made. An implementation adds how its traces are kept ({@link #keys()},
 * {@link #trace(TraceKey)}): {@link InMemoryTraceSet} in memory, {@link TraceFiles}' sets as files streamed on
 * demand.
 */
public abstract class AbstractTraceSet implements TraceSet {

    private final String source;
    private final String program;
    private final String buildId;
    private final int worldSize;
    private final FunctionTable functions;

    /**
     * A run read from {@code source} (for messages), of program {@code program} ({@code null}: unknown) with
     * {@code worldSize} ranks (-1: unknown), whose traces refer to {@code functions}; no build id.
     */
    protected AbstractTraceSet(String source, String program, int worldSize, FunctionTable functions) {
        this(source, program, null, worldSize, functions);
    }

    /** As {@link #AbstractTraceSet(String, String, int, FunctionTable)}, with the program's build id (null: none). */
    protected AbstractTraceSet(String source, String program, String buildId, int worldSize, FunctionTable functions) {
        this.source = source;
        this.program = program;
        this.buildId = buildId;
        this.worldSize = worldSize;
        this.functions = functions;
    }

    @Override
    public final String source() {
        return source;
    }

    @Override
    public final String program() {
        return program;
    }

    @Override
    public final String buildId() {
        return buildId;
    }

    @Override
    public final int worldSize() {
        return worldSize;
    }

    @Override
    public final FunctionTable functions() {
        return functions;
    }
}
