package org.furylike.serializer.jdk;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.List;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.RefFlags;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.FieldOrder;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.FieldSet;
import org.furylike.serializer.Serializer;

/**
 * Serializer for {@link Throwable} and its subclasses, JDK and user types alike, through public API
 * only (no access to {@code java.lang} internals, so no {@code --add-opens} and no warnings).
 *
 * <p>Wire: message (null flag + string: the detail message, from {@code getMessage()} unless the
 * class overrides it), {@link ThrowableState} flags (1 byte, always 0 for classes read through a
 * {@code (Throwable, String)} constructor), cause (a slot, null when none), stack trace (count,
 * then per frame class loader name, module name, module version, declaring class, method, file,
 * line, format bits), suppressed (count, then a slot each), the fields of the JDK classes below
 * {@code Throwable} ({@link JdkThrowableFields}), then the fields declared by the classes below the
 * nearest JDK superclass in the compact field format. Reading allocates the class and runs {@code
 * Throwable(String)} on it (or, with flags, {@code Throwable(String, Throwable, boolean,
 * boolean)}), then {@code initCause}, {@code setStackTrace}, {@code addSuppressed}, and sets the
 * fields.
 *
 * @param <T> the throwable class
 */
public final class ThrowableSerializer<T extends Throwable> extends Serializer<T> {
  private final FieldSet userFields;
  private final HookLayers userLayers;
  private final Constructor<?> ctor;
  private final JdkThrowableFields jdkFields;

  /**
   * For JDK classes that keep their cause in a field of their own ({@code getCause} overridden, as
   * in {@code InvocationTargetException}): their public {@code (Throwable, String)} constructor.
   */
  private final Constructor<?> causeCtor;

  /** Whether a JDK class keeps the cause in a field of its own ({@code getCause} overridden). */
  private final boolean ownCause;

  /** Runs {@code Throwable(String, Throwable, boolean, boolean)}; made when first needed. */
  private Constructor<?> flaggedCtor;

  /**
   * The serializer of {@code cls}, a {@code Throwable} class, with its {@code writeReplace} and
   * {@code readResolve} applied when a user class declares them.
   *
   * @param resolver the resolver of the instance
   * @param cls the throwable class
   * @return the serializer
   */
  public static Serializer<?> forClass(ClassResolver resolver, Class<?> cls) {
    return ReplacedThrowableSerializer.of(resolver, cls);
  }

  /**
   * The serializer of {@code type}, a {@code Throwable} class.
   *
   * @param resolver the resolver of the instance
   * @param type the throwable class
   */
  public ThrowableSerializer(ClassResolver resolver, Class<T> type) {
    super(type);
    Class<?> jdk = nearestJdkClass(type);
    this.userFields = new FieldSet(resolver, FieldOrder.below(type, jdk), true);
    this.userLayers = hookedUserLayers(resolver, type, jdk);
    this.jdkFields = new JdkThrowableFields(type, jdk);
    Constructor<?> c;
    try {
      c = SerialInstantiator.calling(type, Throwable.class.getConstructor(String.class));
    } catch (NoSuchMethodException e) {
      throw new FuryException("Throwable(String) is missing", e);
    }
    if (c == null) {
      throw new FuryException(
          "cannot deserialize "
              + type.getName()
              + ": sun.reflect.ReflectionFactory is unavailable");
    }
    this.ctor = c;
    this.causeCtor = causeConstructor(type);
    this.ownCause = ownCause(type);
  }

  private static boolean ownCause(Class<?> type) {
    try {
      Class<?> declaring = type.getMethod("getCause").getDeclaringClass();
      return declaring != Throwable.class && isJdk(declaring);
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  private static Constructor<?> causeConstructor(Class<?> type) {
    try {
      if (!isJdk(type) || type.getMethod("getCause").getDeclaringClass() == Throwable.class) {
        return null;
      }
      return type.getConstructor(Throwable.class, String.class);
    } catch (NoSuchMethodException e) {
      return null;
    }
  }

  /** The user classes' layers when one of them has {@code writeObject}/{@code readObject}. */
  private static HookLayers hookedUserLayers(ClassResolver resolver, Class<?> type, Class<?> jdk) {
    List<JdkHooks.Layer> layers = new java.util.ArrayList<>();
    boolean hooked = false;
    for (Class<?> c = type; c != jdk; c = c.getSuperclass()) {
      JdkHooks.Layer l = new JdkHooks.Layer(c);
      hooked |= l.hasHooks();
      layers.add(0, l);
    }
    return hooked ? new HookLayers(resolver, type, layers) : null;
  }

  static Class<?> nearestJdkClass(Class<?> cls) {
    Class<?> c = cls;
    while (!isJdk(c)) {
      c = c.getSuperclass();
    }
    return c;
  }

  /**
   * Whether {@code cls} belongs to a {@code java.*} or {@code jdk.*} module of the JDK.
   *
   * @param cls any class
   * @return whether it is a JDK class
   */
  public static boolean isJdk(Class<?> cls) {
    Module m = cls.getModule();
    return m.isNamed()
        && m.getLayer() == ModuleLayer.boot()
        && (m.getName().startsWith("java.") || m.getName().startsWith("jdk."));
  }

  @Override
  public void write(WriteContext ctx, T value) {
    MemoryBuffer buffer = ctx.buffer();
    writeNullableString(ctx, jdkFields.message(value));
    buffer.writeByte(causeCtor == null ? ThrowableState.flags(value) : 0);
    ctx.writeRef(value.getCause());
    StackTraceElement[] trace = value.getStackTrace();
    buffer.writeVarUint32(trace.length);
    for (StackTraceElement e : trace) {
      writeFrame(ctx, e);
    }
    Throwable[] suppressed = value.getSuppressed();
    buffer.writeVarUint32(suppressed.length);
    for (Throwable s : suppressed) {
      ctx.writeRef(s);
    }
    jdkFields.write(ctx, value);
    if (userLayers != null) {
      userLayers.write(ctx, value);
    } else {
      userFields.writeFields(ctx, value);
    }
  }

  /**
   * Writes one stack frame (also the data of a {@code StackTraceElement} value), ending with its
   * format bits ({@link FrameFormat}).
   *
   * @param ctx the current write
   * @param e the frame
   */
  public static void writeFrame(WriteContext ctx, StackTraceElement e) {
    writeNullableString(ctx, e.getClassLoaderName());
    writeNullableString(ctx, e.getModuleName());
    writeNullableString(ctx, e.getModuleVersion());
    ctx.writeString(e.getClassName());
    ctx.writeString(e.getMethodName());
    writeNullableString(ctx, e.getFileName());
    ctx.writeInt32(e.getLineNumber());
    ctx.buffer().writeByte(FrameFormat.of(e));
  }

  private static void writeNullableString(WriteContext ctx, String s) {
    if (s == null) {
      ctx.buffer().writeByte(RefFlags.NULL);
    } else {
      ctx.buffer().writeByte(RefFlags.NOT_NULL);
      ctx.writeString(s);
    }
  }

  @Override
  public T read(ReadContext ctx) {
    MemoryBuffer buffer = ctx.buffer();
    String message = readNullableString(ctx);
    int flags = buffer.readByte();
    if ((flags & ~ThrowableState.ALL) != 0 || (causeCtor != null && flags != 0)) {
      throw new DeserializationException(
          "invalid flags "
              + flags
              + " of "
              + type.getName()
              + " at offset "
              + (buffer.readerIndex() - 1));
    }
    T t;
    Object cause;
    if (causeCtor != null) {
      cause = ctx.readRef();
      t = newWithCause(message, cause, buffer);
      ctx.reference(t);
    } else {
      t = flags == 0 ? newInstance(message) : newFlagged(message, flags);
      ctx.reference(t);
      cause = ctx.readRef();
      restoreCause(t, cause, flags, buffer);
    }
    int frames = ctx.readLength(5, "stack trace of " + type.getName());
    StackTraceElement[] trace = new StackTraceElement[frames];
    for (int i = 0; i < frames; i++) {
      trace[i] = readFrame(ctx);
    }
    t.setStackTrace(trace);
    int n = ctx.readLength(1, "suppressed exceptions of " + type.getName());
    for (int i = 0; i < n; i++) {
      addSuppressed(t, ctx.readRef(), buffer);
    }
    jdkFields.read(ctx, t, cause);
    if (ownCause
        && cause != null
        && t.getCause() != cause
        && (flags & ThrowableState.CAUSE_NULL) == 0) {
      // the class's own cause field did not travel: keep the cause where Throwable keeps it
      initCause(t, cause, buffer);
    }
    if (userLayers != null) {
      userLayers.read(ctx, t);
    } else {
      userFields.readFields(ctx, t);
    }
    return t;
  }

  /**
   * Puts the cause read back: through {@code initCause} for an exception made by {@code
   * Throwable(String)}, into the cause field for one made with flags (whose cause field starts
   * null), and not at all when a JDK class keeps it in a field of its own ({@link
   * JdkThrowableFields} sets that field).
   */
  private void restoreCause(T t, Object cause, int flags, MemoryBuffer buffer) {
    if (ownCause) {
      return;
    }
    if (flags == 0) {
      if (cause != null) {
        initCause(t, cause, buffer);
      }
      return;
    }
    if (cause != null) {
      checkCause(t, cause, buffer);
      ThrowableState.setCauseField(t, (Throwable) cause);
    } else if ((flags & ThrowableState.CAUSE_NULL) == 0) {
      ThrowableState.setCauseField(t, t);
    }
  }

  private void checkCause(T t, Object cause, MemoryBuffer buffer) {
    if (!(cause instanceof Throwable) || cause == t) {
      throw new DeserializationException(
          "cause of " + type.getName() + " before offset " + buffer.readerIndex() + " is invalid");
    }
  }

  @SuppressWarnings("unchecked")
  private T newFlagged(String message, int flags) {
    if (flaggedCtor == null) {
      flaggedCtor = ThrowableState.flaggedConstructor(type);
    }
    return (T) ThrowableState.create(flaggedCtor, type, message, flags);
  }

  private void initCause(T t, Object cause, MemoryBuffer buffer) {
    checkCause(t, cause, buffer);
    t.initCause((Throwable) cause);
  }

  private void addSuppressed(T t, Object s, MemoryBuffer buffer) {
    if (!(s instanceof Throwable) || s == t) {
      throw new DeserializationException(
          "suppressed exception of "
              + type.getName()
              + " before offset "
              + buffer.readerIndex()
              + " is invalid");
    }
    t.addSuppressed((Throwable) s);
  }

  /**
   * Reads a frame written by {@link #writeFrame}.
   *
   * @param ctx the current read
   * @return the frame
   */
  public static StackTraceElement readFrame(ReadContext ctx) {
    String loader = readNullableString(ctx);
    String module = readNullableString(ctx);
    String version = readNullableString(ctx);
    String cls = ctx.readString();
    String method = ctx.readString();
    String file = readNullableString(ctx);
    int line = ctx.readInt32();
    StackTraceElement e = new StackTraceElement(loader, module, version, cls, method, file, line);
    FrameFormat.set(e, ctx.buffer().readByte());
    return e;
  }

  private static String readNullableString(ReadContext ctx) {
    MemoryBuffer buffer = ctx.buffer();
    byte flag = buffer.readByte();
    if (flag == RefFlags.NULL) {
      return null;
    }
    if (flag != RefFlags.NOT_NULL) {
      throw new DeserializationException(
          "invalid null flag " + flag + " at offset " + (buffer.readerIndex() - 1));
    }
    return ctx.readString();
  }

  @SuppressWarnings("unchecked")
  private T newWithCause(String message, Object cause, MemoryBuffer buffer) {
    if (cause != null && !(cause instanceof Throwable)) {
      throw new DeserializationException(
          "cause of " + type.getName() + " before offset " + buffer.readerIndex() + " is invalid");
    }
    try {
      return (T) causeCtor.newInstance(cause, message);
    } catch (InvocationTargetException e) {
      throw HookFailures.of(type, "<init>", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new FuryException("cannot instantiate " + type.getName(), e);
    }
  }

  @SuppressWarnings("unchecked")
  private T newInstance(String message) {
    try {
      return (T) ctor.newInstance(message);
    } catch (InvocationTargetException e) {
      throw HookFailures.of(type, "fillInStackTrace", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new FuryException("cannot instantiate " + type.getName(), e);
    }
  }

  /** Copies through write and read, like the hooked serializers. */
  @Override
  public T copy(CopyContext ctx, T value) {
    return ScratchCopy.copy(ctx, value);
  }
}
