package org.furylike.config;

import java.util.Objects;
import org.furylike.Fury;
import org.furylike.exception.FuryException;

/**
 * Collects the settings of a {@link Fury} instance. Obtain one from {@link Fury#builder()}; every
 * setter returns the builder, and {@link #build()} creates the instance.
 */
public final class FuryBuilder {
  boolean refTracking = false;
  CompatibleMode compatibleMode = CompatibleMode.SCHEMA_CONSISTENT;
  boolean requireClassRegistration = true;
  boolean numberCompressed = true;
  int maxDepth = 128;
  ClassLoader classLoader;
  int bufferRetainLimit = 1 << 20;
  boolean codegen = true;
  boolean unknownEnumAsNull = true;
  boolean classVersionCheck = true;
  boolean checksum = false;
  boolean asyncCompilation = true;
  boolean codegenStrict = Boolean.getBoolean("furylike.codegen.strict");
  java.nio.file.Path codegenDumpDir = dumpDirFromProperty();
  int maxMessageBytes = Limits.DEFAULT_MAX_MESSAGE_BYTES;
  int maxObjects = Limits.DEFAULT_MAX_OBJECTS;
  long maxAllocatedBytes = Limits.DEFAULT_MAX_ALLOCATED_BYTES;
  int maxSharedKeyRefs = Limits.DEFAULT_MAX_SHARED_KEY_REFS;
  int maxUnusedCapacity = Limits.DEFAULT_MAX_UNUSED_CAPACITY;
  int maxCopyOnWriteSetSize = Limits.DEFAULT_MAX_COPY_ON_WRITE_SET_SIZE;
  boolean urlValues = false;
  boolean patternValues = false;

  private static java.nio.file.Path dumpDirFromProperty() {
    String dir = System.getProperty("furylike.codegen.dumpDir");
    return dir == null || dir.isEmpty() ? null : java.nio.file.Paths.get(dir);
  }

  /** Use {@link Fury#builder()}. */
  public FuryBuilder() {}

  /**
   * Whether shared and cyclic references keep their identity (default false). When off, an object
   * reachable twice is written twice and a cycle fails with a depth error.
   *
   * @param refTracking true to keep shared and cyclic references
   * @return this builder
   */
  public FuryBuilder withRefTracking(boolean refTracking) {
    this.refTracking = refTracking;
    return this;
  }

  /**
   * How class schemas are handled between writer and reader (default schema-consistent).
   *
   * @param mode {@link CompatibleMode#SCHEMA_CONSISTENT} or {@link CompatibleMode#COMPATIBLE}; not
   *     null
   * @return this builder
   */
  public FuryBuilder withCompatibleMode(CompatibleMode mode) {
    this.compatibleMode = Objects.requireNonNull(mode, "mode");
    return this;
  }

  /**
   * Whether classes must be registered before they are written or read (default true, the secure
   * choice). When off, unregistered classes are written by name and checked against the deny list.
   *
   * @param require false to accept unregistered classes by name (trusted input only)
   * @return this builder
   */
  public FuryBuilder requireClassRegistration(boolean require) {
    this.requireClassRegistration = require;
    return this;
  }

  /**
   * Whether ints and longs use variable-length encodings (default true).
   *
   * @param compressed false for fixed 4- and 8-byte ints and longs
   * @return this builder
   */
  public FuryBuilder withNumberCompressed(boolean compressed) {
    this.numberCompressed = compressed;
    return this;
  }

  /**
   * The loader used to resolve class names read from a stream (default: the thread's).
   *
   * @param loader the class loader, or null for the thread's context loader when the config is
   *     built
   * @return this builder
   */
  public FuryBuilder withClassLoader(ClassLoader loader) {
    this.classLoader = loader;
    return this;
  }

  /**
   * The deepest nesting of objects one call may write or read (default 128).
   *
   * @param maxDepth the nesting limit, at least 1
   * @return this builder
   * @throws FuryException if {@code maxDepth} is below 1
   */
  public FuryBuilder withMaxDepth(int maxDepth) {
    if (maxDepth < 1) {
      throw new FuryException("maxDepth must be at least 1, got " + maxDepth);
    }
    this.maxDepth = maxDepth;
    return this;
  }

  /**
   * Buffers grown past this many bytes by one call are released afterwards instead of being kept by
   * the instance (default 1 MiB).
   *
   * @param bytes the retain limit, at least 64
   * @return this builder
   * @throws FuryException if {@code bytes} is below 64
   */
  public FuryBuilder withBufferRetainLimit(int bytes) {
    if (bytes < 64) {
      throw new FuryException("buffer retain limit must be at least 64 bytes, got " + bytes);
    }
    this.bufferRetainLimit = bytes;
    return this;
  }

  /**
   * Whether serializers for user classes are generated as Java source and compiled in memory
   * (default true). When off, every class uses the reflective interpreter; both write the same
   * bytes.
   *
   * @param codegen false to use the interpreter for every class
   * @return this builder
   */
  public FuryBuilder withCodegen(boolean codegen) {
    this.codegen = codegen;
    return this;
  }

  /**
   * Whether generated serializers are compiled in the background (default true).
   *
   * <p>On (the default): the first use of a class is served at once by the reflective interpreter,
   * which writes the same bytes, while a daemon thread generates and compiles the class's
   * serializer; the compiled serializer takes over between two calls when it is ready. No serialize
   * or deserialize ever waits for the compiler, so the first request of a fresh JVM costs
   * milliseconds instead of the hundreds a cold compiler takes; the price is that the first calls
   * run at the interpreter's speed, and a compile failure is logged from the background thread
   * instead of surfacing in the call (also in strict mode). Instances built after the compilation
   * finished use the compiled serializer directly. Compilations hold back while the first call of a
   * class whose serializer is being made runs (at most 200 ms), so that the compiler does not take
   * the processors that first call needs.
   *
   * <p>Off: the first use of a class generates and compiles its serializer on the caller's thread
   * and uses it from the first call: deterministic (tests that check the generated code, strict
   * mode failing the call itself), but the first call of a fresh JVM waits for the compiler.
   *
   * <p>Either way, the first code-generating instance of a process starts warming the compiler on a
   * daemon thread, which never delays the caller.
   *
   * @param async false to compile on the caller's thread at first use
   * @return this builder
   */
  public FuryBuilder withAsyncCompilation(boolean async) {
    this.asyncCompilation = async;
    return this;
  }

  /**
   * Whether a generated serializer that fails to compile raises a {@code CodegenException} (strict)
   * instead of logging the numbered source once and falling back to the interpreter. Default: the
   * system property {@code furylike.codegen.strict}, else false.
   *
   * @param strict true to throw on a compile failure
   * @return this builder
   */
  public FuryBuilder withCodegenStrict(boolean strict) {
    this.codegenStrict = strict;
    return this;
  }

  /**
   * Writes every generated source file under {@code dir} (null: none). Default: the system property
   * {@code furylike.codegen.dumpDir}.
   *
   * @param dir the folder to write generated sources to, or null for none
   * @return this builder
   */
  public FuryBuilder withCodegenDumpDir(java.nio.file.Path dir) {
    this.codegenDumpDir = dir;
    return this;
  }

  /**
   * In compatible mode, what a reader does with an enum constant its own enum does not have: null
   * (default) or a {@code DeserializationException}. Never a different constant.
   *
   * @param asNull false to fail on an unknown constant
   * @return this builder
   */
  public FuryBuilder withUnknownEnumAsNull(boolean asNull) {
    this.unknownEnumAsNull = asNull;
    return this;
  }

  /**
   * In schema-consistent mode, whether a reader whose class differs from the writer's fails with a
   * {@code ClassVersionMismatchException} naming the class instead of reading it by position, where
   * a renamed field or a reordered enum would silently become another value (default true). Where a
   * user class is first named in a message the writer adds a 16-bit hash of its schema (and of the
   * classes its fields name statically): at most 2 bytes per class per message and nothing per
   * object. Turn it off on writer and reader alike only when both are known to run the same class
   * versions. Compatible mode always carries schemas and adapts instead; there this has no effect.
   *
   * @param check false to read without comparing class versions
   * @return this builder
   */
  public FuryBuilder withClassVersionCheck(boolean check) {
    this.classVersionCheck = check;
    return this;
  }

  /**
   * Whether every message carries a CRC32C ({@link java.util.zip.CRC32C}, intrinsic on common CPUs)
   * that the reader verifies before decoding anything (default false). With it on, a message
   * corrupted in storage or transit fails with a {@code ChecksumException} instead of decoding into
   * a value: a message grows by 8 bytes (its length and the checksum), and each call hashes the
   * message once. Writer and reader must agree; frames written by {@code serialize(OutputStream,
   * Object)} carry the checksum inside the frame. It detects accidents, not forgery: an attacker
   * can compute a CRC, so it is no substitute for authentication (TLS, a MAC).
   *
   * @param checksum true to add and verify a CRC32C per message
   * @return this builder
   */
  public FuryBuilder withChecksum(boolean checksum) {
    this.checksum = checksum;
    return this;
  }

  /**
   * The most bytes one message may occupy when read (default 256 MiB). A byte array, buffer region
   * or stream frame longer than this is refused before it is decoded; a value read from a longer
   * buffer fails once it needs bytes past the limit.
   *
   * @param bytes the limit, at least 1
   * @return this builder
   * @throws FuryException if {@code bytes} is below 1
   */
  public FuryBuilder withMaxMessageBytes(int bytes) {
    this.maxMessageBytes = positive("maxMessageBytes", bytes);
    return this;
  }

  /**
   * The most values one message may contain when read (default 16,777,216), counted where the
   * reader already does work per value: every value with a reference flag or its own nesting level
   * (objects, collections, maps, arrays). Elements the generated code reads inline (numbers,
   * strings) are bounded by {@link #withMaxMessageBytes} instead.
   *
   * @param objects the limit, at least 1
   * @return this builder
   * @throws FuryException if {@code objects} is below 1
   */
  public FuryBuilder withMaxObjects(int objects) {
    this.maxObjects = positive("maxObjects", objects);
    return this;
  }

  /**
   * The most bytes a reader may preallocate for one message from the sizes and capacities the input
   * declares (default 1 GiB). Approximate: a declared size of n &ge; 256 elements counts n times
   * the larger of 4 and its minimum bytes per element, and the unused capacity of an {@code
   * ArrayBlockingQueue} 4 bytes per slot; smaller sizes and the objects created while reading are
   * bounded by {@link #withMaxObjects} instead.
   *
   * @param bytes the limit, at least 1
   * @return this builder
   * @throws FuryException if {@code bytes} is below 1
   */
  public FuryBuilder withMaxAllocatedBytes(long bytes) {
    if (bytes < 1) {
      throw new FuryException("maxAllocatedBytes must be at least 1, got " + bytes);
    }
    this.maxAllocatedBytes = bytes;
    return this;
  }

  /**
   * The most back-references to collections or maps that one message may resolve inside set
   * elements and map keys (default 0; needs reference tracking to matter). Hashing a set or list
   * hashes every element recursively, so nested collections that share references cost the number
   * of paths through them: with k shared references that can be 2^k (the "SerialDOS" input shape),
   * whereas collections without shared references cost their size times their depth. Values that
   * are not collections or maps (strings, user objects) may be shared freely; a user {@code
   * hashCode} that recurses through shared objects is the application's concern.
   *
   * @param refs the limit, 0 or more
   * @return this builder
   * @throws FuryException if {@code refs} is negative
   */
  public FuryBuilder withMaxSharedKeyRefs(int refs) {
    if (refs < 0) {
      throw new FuryException("maxSharedKeyRefs must not be negative, got " + refs);
    }
    this.maxSharedKeyRefs = refs;
    return this;
  }

  /**
   * The most capacity slots beyond its elements that a bounded queue read from the wire may declare
   * (default 4,096). {@code ArrayBlockingQueue} allocates its whole capacity up front, so this
   * bounds the memory a few bytes of input can claim.
   *
   * @param slots the limit, 0 or more
   * @return this builder
   * @throws FuryException if {@code slots} is negative
   */
  public FuryBuilder withMaxUnusedCapacity(int slots) {
    if (slots < 0) {
      throw new FuryException("maxUnusedCapacity must not be negative, got " + slots);
    }
    this.maxUnusedCapacity = slots;
    return this;
  }

  /**
   * The most elements a {@code CopyOnWriteArraySet} read from the wire may hold (default 8,192).
   * Every public way to fill one, including its own JDK deserialization on JDK 25, compares each
   * new element with all earlier ones, so filling n elements costs n^2/2 {@code equals} calls:
   * about 34 million at the default, 5 billion for 100,000.
   *
   * @param elements the limit, 0 or more
   * @return this builder
   * @throws FuryException if {@code elements} is negative
   */
  public FuryBuilder withMaxCopyOnWriteSetSize(int elements) {
    if (elements < 0) {
      throw new FuryException("maxCopyOnWriteSetSize must not be negative, got " + elements);
    }
    this.maxCopyOnWriteSetSize = elements;
    return this;
  }

  /**
   * Whether {@code java.net.URL} values may be read (default false). {@code URL.hashCode} and
   * {@code URL.equals} resolve the host name, so a URL read as a set element or map key makes the
   * reader perform a DNS lookup of a name the input chose. Writing URLs is always allowed; {@code
   * java.net.URI} has no such behaviour and is always allowed.
   *
   * @param allow true to read {@code URL} values
   * @return this builder
   */
  public FuryBuilder withUrlValues(boolean allow) {
    this.urlValues = allow;
    return this;
  }

  /**
   * Whether {@code java.util.regex.Pattern} values may be read (default false). A pattern read is
   * compiled from the sender's expression, and an application that then matches untrusted text with
   * it can spend time exponential in the text (regular-expression denial of service). Writing
   * patterns is always allowed.
   *
   * @param allow true to read {@code Pattern} values
   * @return this builder
   */
  public FuryBuilder withPatternValues(boolean allow) {
    this.patternValues = allow;
    return this;
  }

  private static int positive(String name, int value) {
    if (value < 1) {
      throw new FuryException(name + " must be at least 1, got " + value);
    }
    return value;
  }

  /**
   * Freezes the current settings; later changes to this builder do not affect the result.
   *
   * @return the immutable settings, with the class loader resolved
   */
  public Config buildConfig() {
    ClassLoader loader = classLoader;
    if (loader == null) {
      loader = Thread.currentThread().getContextClassLoader();
    }
    if (loader == null) {
      loader = FuryBuilder.class.getClassLoader();
    }
    return new Config(this, loader);
  }

  /**
   * The settings of {@code config} with classes loaded through {@code loader}, everything else
   * equal; for frameworks that learn the user-code class loader after the settings were built.
   *
   * @param config the settings to copy
   * @param loader the class loader for classes named in streams; not null
   * @return a new {@code Config} equal to {@code config} except for the class loader
   */
  public static Config withClassLoader(Config config, ClassLoader loader) {
    FuryBuilder b = new FuryBuilder();
    b.refTracking = config.isRefTracking();
    b.compatibleMode = config.getCompatibleMode();
    b.requireClassRegistration = config.isRequireClassRegistration();
    b.numberCompressed = config.isNumberCompressed();
    b.maxDepth = config.getMaxDepth();
    b.bufferRetainLimit = config.getBufferRetainLimit();
    b.codegen = config.isCodegen();
    b.unknownEnumAsNull = config.isUnknownEnumAsNull();
    b.classVersionCheck = config.isClassVersionCheck();
    b.checksum = config.isChecksum();
    b.asyncCompilation = config.isAsyncCompilation();
    b.codegenStrict = config.isCodegenStrict();
    b.codegenDumpDir = config.getCodegenDumpDir();
    Limits limits = config.getLimits();
    b.maxMessageBytes = limits.getMaxMessageBytes();
    b.maxObjects = limits.getMaxObjects();
    b.maxAllocatedBytes = limits.getMaxAllocatedBytes();
    b.maxSharedKeyRefs = limits.getMaxSharedKeyRefs();
    b.maxUnusedCapacity = limits.getMaxUnusedCapacity();
    b.maxCopyOnWriteSetSize = limits.getMaxCopyOnWriteSetSize();
    b.urlValues = config.isUrlValues();
    b.patternValues = config.isPatternValues();
    return new Config(b, Objects.requireNonNull(loader, "loader"));
  }

  /**
   * Creates a new instance with these settings. The instance is not thread-safe.
   *
   * @return a new single-threaded instance
   */
  public Fury build() {
    return new Fury(buildConfig());
  }

  /**
   * Creates a {@link org.furylike.ThreadSafeFury} that keeps one instance per calling thread
   * ({@link org.furylike.pool.ThreadLocalFury}): the cheapest kind on a fixed set of platform
   * threads. Every virtual thread would get its own instance, so use {@link
   * #buildThreadSafeFuryPool(int, int)} with virtual threads.
   *
   * @return a new thread-safe instance keeping one member per thread
   */
  public org.furylike.ThreadSafeFury buildThreadSafeFury() {
    return new org.furylike.pool.ThreadLocalFury(buildConfig());
  }

  /**
   * Creates a {@link org.furylike.ThreadSafeFury} backed by a bounded pool ({@link
   * org.furylike.pool.FuryPool}) of {@code minSize} to {@code maxSize} instances sharing these
   * settings; callers wait when all {@code maxSize} are busy. Suits virtual threads and servers
   * with many threads; a {@code maxSize} near the number of cores is usually enough.
   *
   * @param minSize members created at once, 0 or more
   * @param maxSize the most members, at least {@code minSize} and at least 1
   * @return a new thread-safe pooled instance
   * @throws FuryException if the sizes are out of range
   */
  public org.furylike.ThreadSafeFury buildThreadSafeFuryPool(int minSize, int maxSize) {
    return new org.furylike.pool.FuryPool(buildConfig(), minSize, maxSize);
  }
}
