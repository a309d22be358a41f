package org.furylike.resolver;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.config.Config;
import org.furylike.exception.ClassNotRegisteredException;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.exception.InsecureException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.serializer.Serializer;
import org.furylike.serializer.Serializers;
import org.furylike.serializer.builtin.BuiltinSerializers;

/**
 * Maps classes to wire identities and serializers for one {@code Fury} instance: built-in ids, user
 * registrations, and names written once per stream when registration is not required.
 *
 * <p>Class info on the wire is one unsigned varint whose low two bits say what follows: {@code 0} a
 * built-in id, {@code 1} a registered id, {@code 2} a class name written for the first time in this
 * stream, {@code 3} the index of a name written earlier. Not thread-safe.
 */
public final class ClassResolver {
  /** Largest user id accepted by {@link #register(Class, int)}. */
  public static final int MAX_USER_ID = (1 << 24) - 1;

  private static final int TAG_BUILTIN = 0;
  private static final int TAG_REGISTERED = 1;
  static final int TAG_NEW_NAME = 2;
  private static final int TAG_NAME_REF = 3;
  private static final int MAX_ARRAY_DIMENSIONS = 255;

  private final Config config;
  private final BuiltinRegistry builtins;
  private final ClassInfo[] builtinInfos;
  final Map<Class<?>, ClassInfo> infos = new IdentityHashMap<>();
  final Map<Class<?>, Serializer<?>> customSerializers = new IdentityHashMap<>();
  final Map<String, ClassInfo> registeredByName = new HashMap<>();

  /**
   * Unregistered classes this reader has already loaded by the name a stream gave, with their
   * checks passed: later messages naming them skip the deny list, {@code Class.forName} and the
   * class checks. Bounded by {@link #MAX_LOADED_NAMES}; past it names are resolved each time.
   */
  private final Map<String, ClassInfo> loadedByName = new HashMap<>();

  /** Names resolved before, by the bytes a stream carries them in (cleared with registrations). */
  private final NameBytesCache nameBytes = new NameBytesCache();

  /** Most unregistered class names one instance remembers having loaded. */
  static final int MAX_LOADED_NAMES = 4096;

  /** How many unregistered class names this resolver remembers having loaded (for tests). */
  int loadedNameCount() {
    return loadedByName.size();
  }

  /** Whether class info carries schemas (compatible mode or the class-version check). */
  private final boolean compatible;

  private final SchemaResolver schemas;

  /** The class-version check (schema-consistent mode), or null when off. */
  private final ClassVersions versions;

  /** Counts write calls, so that a class's version hash is written once per message. */
  private long writeMark;

  /** Class names written in full in the current write call. */
  private int namesWritten;

  /**
   * The classes whose version hash or name the current write call has marked as written while a
   * {@link #writePoint} was open, in order: {@link #rewindWrite} unmarks those marked after the
   * point. Nothing is logged while no point is open, so a write call that takes none stores no
   * reference here (each such store into this long-lived array may cost the garbage collector's
   * cross-region write barrier, with a memory fence). Entries past {@link #markedCount} are stale.
   */
  private ClassInfo[] markedInWrite = new ClassInfo[16];

  private int markedCount;

  /** How many {@link #writePoint}s of the current write call are open. */
  private int openPoints;

  private final org.furylike.serializer.CodeGenerator codeGenerator;
  ClassInfo[] userById = new ClassInfo[16];
  private int nextUserId;
  private Class<?> lastClass;
  private ClassInfo lastInfo;

  /**
   * Most distinct remote schemas one instance keeps decoded for one class (counted by registered
   * id, or by name without one); past it the least recently used is forgotten.
   */
  public static final int MAX_REMOTE_VERSIONS_PER_CLASS = 256;

  /**
   * Most distinct remote schemas one instance keeps decoded; past it the least recently used go.
   */
  public static final int MAX_REMOTE_SCHEMAS = 4096;

  private int epoch;

  /**
   * A resolver whose plain classes and records are all served by the interpreter.
   *
   * @param config the settings
   */
  public ClassResolver(Config config) {
    this(config, org.furylike.serializer.CodeGenerator.NONE);
  }

  /**
   * A resolver that asks {@code codeGenerator} for the serializers of plain classes and records.
   *
   * @param config the settings
   * @param codeGenerator makes serializers for plain classes and records
   */
  public ClassResolver(Config config, org.furylike.serializer.CodeGenerator codeGenerator) {
    this.config = config;
    this.codeGenerator = codeGenerator;
    this.builtins = BuiltinSerializers.registry();
    this.builtinInfos = new ClassInfo[builtins.size()];
    this.compatible = config.carriesSchemas();
    this.schemas = new SchemaResolver(this);
    this.versions = config.isClassVersionCheck() && !compatible ? new ClassVersions(this) : null;
  }

  /**
   * Starts a write call: the class-version check names each class's version once per call, and each
   * unregistered class's name is written in full once per call.
   */
  public void beginWrite() {
    writeMark++;
    namesWritten = 0;
    // a call that failed with points open left them open; the log's entries are all stale now
    openPoints = 0;
    markedCount = 0;
  }

  private void markedInWrite(ClassInfo info) {
    if (openPoints == 0) {
      return;
    }
    if (markedCount == markedInWrite.length) {
      markedInWrite = java.util.Arrays.copyOf(markedInWrite, markedCount * 2);
    }
    markedInWrite[markedCount++] = info;
  }

  /**
   * Opens a point of the current write call for {@link #rewindWrite}: from here on the classes
   * whose version hash or name is written are logged, until {@link #closeWritePoint}. Points nest.
   *
   * @return the point reached in naming classes: which classes have had their version hash or name
   *     written, and how many names
   */
  public long writePoint() {
    openPoints++;
    return ((long) namesWritten << 32) | markedCount;
  }

  /**
   * Closes the point {@link #writePoint} opened last, whether or not it was rewound to. Once no
   * point is open the log is dropped.
   */
  public void closeWritePoint() {
    if (--openPoints == 0) {
      markedCount = 0;
    }
  }

  /**
   * Forgets the class versions and names written since {@code point}, because the bytes that held
   * them were dropped: the next use of each class in this call writes it again in full. Only for
   * schema-consistent streams (compatible mode keeps its schemas in the write context's schema
   * context, which this does not rewind).
   *
   * @param point a {@link #writePoint} of the current write call, still open
   */
  public void rewindWrite(long point) {
    int count = (int) point;
    for (int i = count; i < markedCount; i++) {
      // each class is marked at most once per call, so it was unmarked before the point
      markedInWrite[i].writeMark = -1;
      markedInWrite[i].nameMark = -1;
    }
    markedCount = count;
    namesWritten = (int) (point >>> 32);
  }

  /** {@return the settings this resolver serves} */
  public Config getConfig() {
    return config;
  }

  /** {@return what makes generated serializers for this resolver} */
  public org.furylike.serializer.CodeGenerator codeGenerator() {
    return codeGenerator;
  }

  // ------------------------------------------------------------------ registration

  /**
   * Registers {@code cls} under the smallest free user id and returns that id.
   *
   * @param cls the class
   * @return the id
   */
  public int register(Class<?> cls) {
    ClassInfo existing = registeredOrBuiltin(cls);
    if (existing != null) {
      return existing.id;
    }
    while (nextUserId < userById.length && userById[nextUserId] != null) {
      nextUserId++;
    }
    return register(cls, nextUserId);
  }

  /**
   * Registers {@code cls} under {@code id}, which must be free and within 0..{@value #MAX_USER_ID}.
   *
   * @param cls the class
   * @param id the id
   * @return {@code id}
   */
  public int register(Class<?> cls, int id) {
    if (cls == null) {
      throw new FuryException("cannot register a null class");
    }
    if (id < 0 || id > MAX_USER_ID) {
      throw new FuryException(
          "registration id " + id + " for " + cls.getName() + " is outside 0.." + MAX_USER_ID);
    }
    if (cls.isPrimitive() || cls.isArray()) {
      throw new FuryException(
          "cannot register " + cls.getName() + ": primitives and arrays need no registration");
    }
    ClassChecker.checkClass(cls);
    BuiltinRegistry.Entry builtin = builtins.get(cls);
    if (builtin != null) {
      return builtin.id;
    }
    ClassInfo previous = infos.get(cls);
    if (previous != null && previous.kind == ClassInfo.REGISTERED) {
      if (previous.id == id) {
        return id;
      }
      throw new FuryException(
          cls.getName() + " is already registered with id " + previous.id + ", not " + id);
    }
    if (id < userById.length && userById[id] != null) {
      throw new FuryException(
          "registration id "
              + id
              + " is already taken by "
              + userById[id].cls.getName()
              + "; cannot register "
              + cls.getName());
    }
    if (id >= userById.length) {
      userById = java.util.Arrays.copyOf(userById, Math.max(id + 1, userById.length * 2));
    }
    ClassInfo info = new ClassInfo(cls, ClassInfo.REGISTERED, id, null, 0);
    userById[id] = info;
    infos.put(cls, info);
    registeredByName.put(cls.getName(), info);
    clearLastCache();
    return id;
  }

  /**
   * Uses {@code serializer} for {@code cls}, registering the class under the next free id if it is
   * neither registered nor built-in.
   *
   * @param <T> the type handled
   * @param cls the class
   * @param serializer the serializer
   * @throws FuryException if {@code serializer} is null, or {@code cls} is a primitive class,
   *     {@code String} or a boxed primitive class, whose encoding is part of the wire format
   */
  public <T> void registerSerializer(Class<T> cls, Serializer<? extends T> serializer) {
    if (serializer == null) {
      throw new FuryException("serializer for " + cls.getName() + " is null");
    }
    if (cls.isPrimitive() || org.furylike.meta.FieldKind.valueKindOf(cls) != null) {
      // fields, elements, keys and values of these classes are written in place, without a
      // serializer look-up: another serializer could serve only some of them
      throw new FuryException(
          "the serializer of "
              + cls.getName()
              + " cannot be replaced: its values are part of the wire format, written in place"
              + " wherever they are declared");
    }
    if (registeredOrBuiltin(cls) == null) {
      register(cls);
    }
    customSerializers.put(cls, serializer);
    ClassInfo info = getClassInfo(cls);
    info.serializer = serializer;
    clearLastCache();
  }

  /**
   * Whether the class travels by built-in or registered id.
   *
   * @param cls the class
   * @return whether it has a built-in or registered id
   */
  public boolean isRegisteredOrBuiltin(Class<?> cls) {
    return registeredOrBuiltin(cls) != null;
  }

  /**
   * Whether a polymorphic slot declared as {@code declared} (a field of kind {@code OBJECT}) writes
   * a value of exactly that class with a declared-class flag ({@link
   * org.furylike.context.RefFlags#NOT_NULL_DECLARED}) and no class info: in schema-consistent mode,
   * for a concrete class (not an interface, abstract class, array, primitive or {@code Object})
   * with a built-in or registered id. Such a registered class is part of the schemas of every class
   * that declares it (see {@link SchemaBuilder}), so the class-version hash of the class holding
   * the slot covers it as it covers the class of an exact field. The answer only changes from false
   * to true (when the class is registered later): a writer that still says false writes class info,
   * which every reader accepts, and a reader that meets the flag where it said false asks again.
   *
   * @param declared the declared class of the slot
   * @return whether values of exactly {@code declared} travel without class info there
   */
  @GeneratedCodeApi
  public boolean isDeclaredClassSlot(Class<?> declared) {
    return !compatible && isConcreteClass(declared) && registeredOrBuiltin(declared) != null;
  }

  /**
   * Whether a polymorphic slot declared as {@code c} can hold values of exactly that class: not an
   * interface, abstract class, array, primitive or {@code Object} (see {@link
   * #isDeclaredClassSlot}).
   *
   * @param c the declared class of a slot
   * @return whether values of exactly {@code c} can exist there
   */
  public static boolean isConcreteClass(Class<?> c) {
    return c != Object.class
        && !c.isInterface()
        && !c.isArray()
        && !c.isPrimitive()
        && !java.lang.reflect.Modifier.isAbstract(c.getModifiers());
  }

  private ClassInfo registeredOrBuiltin(Class<?> cls) {
    BuiltinRegistry.Entry e = builtins.get(cls);
    if (e != null) {
      return builtinInfo(e);
    }
    ClassInfo info = infos.get(cls);
    return info != null && info.kind == ClassInfo.REGISTERED ? info : null;
  }

  private void clearLastCache() {
    if (schemas != null) {
      // a class's schema names the registered classes its fields declare, and a custom
      // serializer changes its category: build them again
      schemas.forgetLocalSchemas();
    }
    lastClass = null;
    lastInfo = null;
    loadedByName.clear();
    nameBytes.clear();
    epoch++;
  }

  /**
   * Puts {@code replacement} in place of {@code current} as the serializer of {@code cls}, if
   * {@code current} still serves it; callers that cache serializers see the change through {@link
   * #epoch()}. The background compiler calls this, on the instance's own thread, once a class's
   * compiled serializer (or the interpreter, after a failed compile) serves for good.
   *
   * @param cls the class
   * @param current the serializer expected to serve it now
   * @param replacement the serializer to use from now on
   */
  public void replaceSerializer(Class<?> cls, Serializer<?> current, Serializer<?> replacement) {
    ClassInfo info = infos.get(cls);
    if (info != null && info.serializer == current && replacement != current) {
      info.serializer = replacement;
      epoch++;
    }
  }

  /**
   * Changes whenever a registration changes what {@link #getClassInfo} returns, or a serializer is
   * replaced ({@link #replaceSerializer}), so callers that cache class info or serializers can tell
   * when to look again.
   *
   * @return the current epoch
   */
  @GeneratedCodeApi
  public int epoch() {
    return epoch;
  }

  // ------------------------------------------------------------------ lookup

  /**
   * The class info for values whose runtime class is {@code cls}; throws if the class may not be
   * serialized (unregistered while registration is required, or denied).
   *
   * @param cls the runtime class
   * @return its class info
   */
  @GeneratedCodeApi
  public ClassInfo getClassInfo(Class<?> cls) {
    if (cls == lastClass) {
      return lastInfo;
    }
    ClassInfo info = infos.get(cls);
    if (info == null) {
      info = createClassInfo(cls);
    }
    lastClass = cls;
    lastInfo = info;
    return info;
  }

  /**
   * The serializer for values of runtime class {@code cls}.
   *
   * @param <T> the type handled
   * @param cls the runtime class
   * @return its serializer
   */
  @SuppressWarnings("unchecked")
  @GeneratedCodeApi
  public <T> Serializer<T> getSerializer(Class<T> cls) {
    return (Serializer<T>) getSerializer(getClassInfo(cls));
  }

  /**
   * The serializer of {@code info}, created on first use.
   *
   * @param info the class info
   * @return its serializer
   */
  @GeneratedCodeApi
  public Serializer<?> getSerializer(ClassInfo info) {
    Serializer<?> s = info.serializer;
    if (s == null) {
      s = createSerializer(info);
      info.serializer = s;
    }
    return s;
  }

  private Serializer<?> createSerializer(ClassInfo info) {
    Class<?> cls = info.cls;
    Serializer<?> custom = customSerializers.get(cls);
    if (custom != null) {
      return custom;
    }
    if (info.kind == ClassInfo.BUILTIN) {
      BuiltinRegistry.Entry e = builtins.get(info.id);
      if (e.factory == null) {
        throw new FuryException("class " + cls.getName() + " has no instances to serialize");
      }
      return e.factory.create(this, cls);
    }
    return Serializers.createDefault(this, cls);
  }

  private ClassInfo builtinInfo(BuiltinRegistry.Entry e) {
    ClassInfo info = builtinInfos[e.id];
    if (info == null) {
      info = new ClassInfo(e.cls, ClassInfo.BUILTIN, e.id, null, 0);
      builtinInfos[e.id] = info;
    }
    return info;
  }

  private ClassInfo createClassInfo(Class<?> cls) {
    ClassInfo info;
    BuiltinRegistry.Entry builtin = builtins.get(cls);
    if (builtin != null) {
      info = builtinInfo(builtin);
    } else if (cls.isArray()) {
      info = createArrayInfo(cls);
    } else if (isEnumConstantBody(cls)) {
      info = getClassInfo(cls.getSuperclass());
    } else if (builtins.familyOf(cls) != null) {
      info = builtinInfo(builtins.familyOf(cls));
    } else if (org.furylike.serializer.jdk.LambdaSerializer.isSerializableLambda(cls)) {
      info = builtinInfo(builtins.get(java.lang.invoke.SerializedLambda.class));
    } else if (java.lang.reflect.Proxy.isProxyClass(cls)) {
      info = builtinInfo(builtins.get(java.lang.reflect.Proxy.class));
    } else {
      ClassChecker.checkClass(cls);
      if (cls.isSynthetic() || cls.isHidden() || cls.getName().contains("$$Lambda")) {
        throw new FuryException(
            "cannot serialize "
                + cls.getName()
                + ": lambdas and hidden or synthetic classes have no stable name; use a named"
                + " class");
      }
      if (config.isRequireClassRegistration()) {
        throw new ClassNotRegisteredException(
            "class "
                + cls.getName()
                + " is not registered; call fury.register("
                + org.furylike.meta.GenericType.shortName(cls)
                + ".class) on writer and reader, or build with requireClassRegistration(false)");
      }
      info = new ClassInfo(cls, ClassInfo.NAMED, -1, null, 0);
    }
    infos.put(cls, info);
    return info;
  }

  private static boolean isEnumConstantBody(Class<?> cls) {
    Class<?> sup = cls.getSuperclass();
    return sup != null && sup != Enum.class && sup.isEnum() && !cls.isEnum();
  }

  private ClassInfo createArrayInfo(Class<?> cls) {
    Class<?> component = cls;
    int dims = 0;
    while (component.isArray()) {
      component = component.getComponentType();
      dims++;
    }
    ClassInfo componentInfo = getClassInfo(component);
    if (componentInfo.kind == ClassInfo.ARRAY) {
      throw new IllegalStateException("array component resolved to an array: " + cls);
    }
    return new ClassInfo(cls, ClassInfo.ARRAY, -1, componentInfo, dims);
  }

  // ------------------------------------------------------------------ wire

  /**
   * Writes the identity of {@code info}'s class.
   *
   * @param ctx the write context (for class-name indexes and schemas)
   * @param info the class info
   */
  @GeneratedCodeApi
  public void writeClassInfo(ClassInfoStreams.Writer ctx, ClassInfo info) {
    MemoryBuffer buffer = ctx.buffer();
    switch (info.kind) {
      case ClassInfo.BUILTIN:
        buffer.writeVarUint32(info.header);
        return;
      case ClassInfo.REGISTERED:
        if (compatible) {
          schemas.writeSchemaRef(ctx, info);
        } else if (versions != null && info.writeMark != writeMark) {
          info.writeMark = writeMark;
          markedInWrite(info);
          versions.writeFirstUse(buffer, info);
        } else {
          buffer.writeVarUint32(info.header);
        }
        return;
      case ClassInfo.ARRAY:
        buffer.writeVarUint32(BuiltinSerializers.ARRAY_MARKER_ID << 2);
        buffer.writeVarUint32(info.dimensions);
        writeClassInfo(ctx, info.component);
        return;
      default:
        if (compatible) {
          schemas.writeSchemaRef(ctx, info);
          return;
        }
        if (info.nameMark == writeMark) {
          buffer.writeVarUint32((info.nameIndex << 2) | TAG_NAME_REF);
        } else {
          info.nameMark = writeMark;
          info.nameIndex = namesWritten++;
          markedInWrite(info);
          buffer.writeVarUint32(TAG_NEW_NAME);
          org.furylike.serializer.builtin.StringSerializer.writeString(
              ctx.buffer(), info.cls.getName());
          if (versions != null) {
            versions.write(buffer, info);
          }
        }
    }
  }

  /**
   * As {@link #writeClassInfo}, for generated code: a built-in class (the class of most collection,
   * map and boxed values in fields) is one varint written here, and only other classes call {@link
   * #writeClassInfo}. Generated code calls nothing else here, so HotSpot sees only its calls: when
   * the interpreter has served a class first (asynchronous compilation), {@link #writeClassInfo}
   * has been compiled on its own with all of its paths, too big to inline, while this stays small.
   *
   * @param ctx the write context
   * @param info the class info
   */
  @GeneratedCodeApi
  public void writeFieldClassInfo(ClassInfoStreams.Writer ctx, ClassInfo info) {
    if (info.kind == ClassInfo.BUILTIN) {
      ctx.buffer().writeVarUint32(info.header);
    } else {
      writeClassInfo(ctx, info);
    }
  }

  /**
   * Reads class identity written by {@link #writeClassInfo}, applying every security check.
   *
   * @param ctx the read context
   * @return the class info read
   */
  @GeneratedCodeApi
  public ClassInfo readClassInfo(ClassInfoStreams.Reader ctx) {
    MemoryBuffer buffer = ctx.buffer();
    int start = buffer.readerIndex();
    return readClassInfo(ctx, buffer.readVarUint32(), start);
  }

  /**
   * Reads the rest of a class info whose header varint the caller has read, from offset {@code
   * start}. Generated code reads the header itself to look it up in a per-field cache first.
   *
   * @param ctx the read context
   * @param header the header varint already read
   * @param start its byte offset
   * @return the class info read
   */
  @GeneratedCodeApi
  public ClassInfo readClassInfo(ClassInfoStreams.Reader ctx, int header, int start) {
    int value = header >>> 2;
    switch (header & 3) {
      case TAG_BUILTIN:
        if (value == BuiltinSerializers.ARRAY_MARKER_ID) {
          return readArrayInfo(ctx, start);
        }
        BuiltinRegistry.Entry e = builtins.get(value);
        if (e == null) {
          throw new DeserializationException(
              "unknown built-in class id " + value + " at offset " + start);
        }
        return builtinInfo(e);
      case TAG_REGISTERED:
        if (compatible) {
          return ctx.schemas().at(value, start).info;
        }
        return registered(value, start);
      case TAG_NEW_NAME:
        if (compatible) {
          schemas.readSchemaBlock(ctx, value, start);
          return readSchemaRef(ctx);
        }
        return readFirstName(ctx, value, start);
      default:
        if (compatible) {
          throw new DeserializationException(
              "class name reference at offset " + start + " in a compatible-mode stream");
        }
        return ctx.classNameAt(value, start);
    }
  }

  /** The class info after a schema block: a schema index, read here without a second switch. */
  private ClassInfo readSchemaRef(ClassInfoStreams.Reader ctx) {
    MemoryBuffer buffer = ctx.buffer();
    int at = buffer.readerIndex();
    int header = buffer.readVarUint32();
    if ((header & 3) == TAG_REGISTERED) {
      return ctx.schemas().at(header >>> 2, at).info;
    }
    return readClassInfo(ctx, header, at);
  }

  private ClassInfo registered(int id, int start) {
    ClassInfo info = id < userById.length ? userById[id] : null;
    if (info == null) {
      throw new ClassNotRegisteredException(
          "class id "
              + id
              + " at offset "
              + start
              + " is not registered with this reader; register the same classes with the"
              + " same ids on writer and reader");
    }
    return info;
  }

  /**
   * Tag 2 outside compatible mode: a class name (value 0) or, with the class-version check, a
   * registered id plus one; either is followed by the class's version hash when the check is on.
   */
  private ClassInfo readFirstName(ClassInfoStreams.Reader ctx, int value, int start) {
    MemoryBuffer buffer = ctx.buffer();
    if (value != 0) {
      if (versions == null) {
        throw new DeserializationException(
            "class info tag 2 with value " + value + " at offset " + start);
      }
      ClassInfo info = registered(value - 1, start);
      versions.checkRegistered(buffer, info, start);
      return info;
    }
    ClassInfo named = nameBytes.find(buffer);
    if (named == null) {
      int nameStart = buffer.readerIndex();
      String name = org.furylike.serializer.builtin.StringSerializer.readString(buffer);
      named = resolveName(name, start);
      nameBytes.offer(buffer, nameStart, buffer.readerIndex(), named);
    }
    if (versions != null) {
      versions.check(buffer, named, start);
    }
    ctx.addClassName(named);
    return named;
  }

  private ClassInfo readArrayInfo(ClassInfoStreams.Reader ctx, int start) {
    int dims = ctx.buffer().readVarUint32();
    if (dims < 1 || dims > MAX_ARRAY_DIMENSIONS) {
      throw new DeserializationException(
          "array class at offset " + start + " has " + dims + " dimensions (1..255 allowed)");
    }
    ClassInfo component = readArrayComponent(ctx, start);
    if (component.kind == ClassInfo.SKIPPED) {
      ClassInfo skipped = new ClassInfo(Object.class, ClassInfo.SKIPPED, -1, component, dims);
      skipped.serializer =
          org.furylike.serializer.compat.CompatibleSerializers.unknown(
              "an array of a class",
              org.furylike.serializer.compat.CompatibleSerializers.adaptedArray(
                  null, dims, component.serializer));
      return skipped;
    }
    if (compatible
        && component.kind == ClassInfo.REGISTERED
        && component != infos.get(component.cls)) {
      ClassInfo adapted =
          new ClassInfo(arrayClass(component.cls, dims), ClassInfo.ARRAY, -1, component, dims);
      adapted.serializer =
          org.furylike.serializer.compat.CompatibleSerializers.adaptedArray(
              component.cls, dims, component.serializer);
      return adapted;
    }
    if (component.kind == ClassInfo.ARRAY
        || component.cls.isArray()
        || component.cls == void.class) {
      throw new DeserializationException(
          "array class at offset " + start + " has invalid component " + component.cls.getName());
    }
    return getClassInfo(arrayClass(component.cls, dims));
  }

  /**
   * The component class info of an array class: never another array marker, since the dimension
   * count covers every level (a chain of markers would otherwise recurse once per marker).
   */
  private ClassInfo readArrayComponent(ClassInfoStreams.Reader ctx, int arrayStart) {
    MemoryBuffer buffer = ctx.buffer();
    int start = buffer.readerIndex();
    int header = buffer.readVarUint32();
    if ((header & 3) == TAG_BUILTIN && (header >>> 2) == BuiltinSerializers.ARRAY_MARKER_ID) {
      throw new DeserializationException(
          "array class at offset "
              + arrayStart
              + " has an invalid component at offset "
              + start
              + ": another array marker (the dimension count covers every level)");
    }
    return readClassInfo(ctx, header, start);
  }

  private static Class<?> arrayClass(Class<?> component, int dims) {
    Class<?> cls = component;
    for (int i = 0; i < dims; i++) {
      cls = cls.arrayType();
    }
    return cls;
  }

  private ClassInfo resolveName(String name, int offset) {
    ClassInfo registered = registeredByName.get(name);
    if (registered != null) {
      return registered;
    }
    ClassInfo loaded = loadedByName.get(name);
    if (loaded != null) {
      return loaded;
    }
    ClassChecker.checkName(name);
    if (config.isRequireClassRegistration()) {
      throw new ClassNotRegisteredException(
          "class name "
              + name
              + " at offset "
              + offset
              + " is not registered and class registration is required; it was not loaded");
    }
    Class<?> cls = loadClass(name, offset);
    ClassInfo info = getClassInfo(cls);
    if (info.kind == ClassInfo.ARRAY) {
      throw new DeserializationException(
          "class name "
              + name
              + " at offset "
              + offset
              + " names an array; arrays use the array tag");
    }
    if (loadedByName.size() < MAX_LOADED_NAMES) {
      loadedByName.put(name, info);
    }
    return info;
  }

  // ------------------------------------------------------------------ schemas (compatible mode)

  /**
   * Prepares {@code context} for reading with this resolver: schemas another resolver received into
   * it (a member of the same {@code ThreadSafeFury}) are looked up again here.
   *
   * @param context the context about to be read with this resolver
   */
  public void bindSchemaContext(SchemaContext context) {
    schemas.bind(context);
  }

  /**
   * Whether {@code cls} is a built-in type.
   *
   * @param cls the class
   * @return whether it is built in
   */
  public boolean isBuiltin(Class<?> cls) {
    return builtins.get(cls) != null;
  }

  /**
   * The built-in id of {@code cls}, or -1.
   *
   * @param cls the class
   * @return its id, or -1
   */
  public int builtinIdOf(Class<?> cls) {
    BuiltinRegistry.Entry e = builtins.get(cls);
    return e == null ? -1 : e.id;
  }

  /** The class info of a built-in id, or null. */
  /**
   * Whether a class info header always names the same class for this resolver while its {@link
   * #epoch()} stays the same: built-in ids (but the array marker) and, outside compatible mode,
   * registered ids. Others (names, arrays, schema references) depend on the stream.
   *
   * @param header a class info header
   * @return whether it is stable
   */
  @GeneratedCodeApi
  public boolean isStableHeader(int header) {
    switch (header & 3) {
      case TAG_BUILTIN:
        return (header >>> 2) != BuiltinSerializers.ARRAY_MARKER_ID;
      case TAG_REGISTERED:
        return !compatible;
      default:
        return false;
    }
  }

  /**
   * {@return the class info of built-in id {@code id}, or null if there is none}
   *
   * @param id a built-in id
   */
  public ClassInfo builtinInfo(int id) {
    BuiltinRegistry.Entry e = builtins.get(id);
    return e == null ? null : builtinInfo(e);
  }

  /**
   * How a schema names {@code cls}: its registered id if any, and its name.
   *
   * @param cls the class
   * @return its identity
   */
  public org.furylike.meta.ClassIdentity identityOf(Class<?> cls) {
    ClassInfo info = infos.get(cls);
    int id = info != null && info.kind == ClassInfo.REGISTERED ? info.id : -1;
    return new org.furylike.meta.ClassIdentity(id, cls.getName());
  }

  SchemaBuilder.LocalSchema local(Class<?> cls) {
    return schemas.local(cls);
  }

  /** The local schemas of this instance's classes (and the remote ones it has read). */
  SchemaResolver schemas() {
    return schemas;
  }

  /**
   * How many remote class schemas this reader keeps decoded (compatible mode): element 0 in all,
   * element 1 for {@code cls} (counted by its registered id, or by name without one); for
   * monitoring and tests.
   *
   * @param cls the class
   * @return the two counts
   */
  public int[] cachedRemoteSchemas(Class<?> cls) {
    return schemas.cachedSchemaCounts(identityOf(cls).key());
  }

  /**
   * Loads a class by name without initializing it, after the deny-list check. Used for class names
   * read from a stream.
   *
   * @param name the class name read
   * @param offset its byte offset, for the message
   * @return the class
   */
  public Class<?> loadClass(String name, int offset) {
    ClassChecker.checkName(name);
    Class<?> cls;
    try {
      cls = Class.forName(name, false, config.getClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      throw new DeserializationException(
          "class " + name + " named at offset " + offset + " cannot be loaded: " + e, e);
    }
    ClassChecker.checkClass(cls);
    if (cls.isSynthetic() || cls.isHidden()) {
      throw new InsecureException("class " + name + " at offset " + offset + " is synthetic");
    }
    return cls;
  }

  /**
   * Lets {@code cls} travel by its class name, also when registration is required: the class is
   * accepted on write and its name resolves on read without loading anything else by name.
   *
   * @param cls the class
   */
  public void registerByName(Class<?> cls) {
    if (cls == null || cls.isPrimitive() || cls.isArray() || cls.isSynthetic() || cls.isHidden()) {
      throw new FuryException(
          "cannot register " + cls + " by name: only named, non-array classes can be registered");
    }
    ClassChecker.checkClass(cls);
    if (builtins.get(cls) != null) {
      return;
    }
    ClassInfo existing = infos.get(cls);
    if (existing != null && existing.kind != ClassInfo.NAMED) {
      throw new FuryException(
          cls.getName() + " is already registered with id " + existing.id + ", not by name");
    }
    ClassInfo info = existing != null ? existing : new ClassInfo(cls, ClassInfo.NAMED, -1, null, 0);
    infos.put(cls, info);
    registeredByName.put(cls.getName(), info);
    clearLastCache();
  }
}
