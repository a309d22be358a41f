package org.furylike.jit;

import java.lang.invoke.MethodHandle;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.furylike.codegen.NameScope;
import org.furylike.memory.FieldHandles;
import org.furylike.memory.Instantiator;
import org.furylike.meta.FieldDescriptor;
import org.furylike.meta.FieldKind;
import org.furylike.meta.FieldOrder;
import org.furylike.meta.GenericType;

/**
 * Every decision about a generated serializer, made before any source exists: the field order and
 * {@link FieldKind} encodings (shared with the interpreter), how each field is reached, the
 * constants the generated class receives, every name it declares (reserved in one {@link
 * NameScope}, so no two can collide), and how fields are grouped into methods. Emitters only render
 * a plan; {@link #toString()} prints all of it as tables.
 */
public final class SerializerPlan {
  /**
   * Primitive fields per write/read method, each method with one capacity check. A class with up to
   * this many has one such method, small enough for C2 to inline into its caller. A wider class has
   * several, each too big for C2 to inline where it is hot (more than 325 bytes of bytecode
   * whatever the fields' types), so each is compiled on its own with every buffer access in it
   * inlined. With blocks of 16, C2 inlined them one after another into the class's {@code write}
   * until the compilation reached its node budget for inlining, and the remaining buffer accesses
   * stayed calls: {@code -XX:+PrintInlining} showed {@code NodeCountInliningCutoff} for a class of
   * 48 {@code int} fields and for one of 120 fields of every primitive type; with blocks of 24 it
   * shows none for either, nor for 48 {@code long} fields, on JDK 17 and JDK 25.
   */
  static final int PRIMITIVE_BLOCK = 24;

  /** Reference fields per write/read method, keeping methods small enough to inline. */
  static final int REFERENCE_BLOCK = 8;

  /**
   * How many fields of one declared type (objects and boxed numbers) make all of them share one
   * pair of value methods instead of each having its own inline code: see {@link Field#codec}.
   */
  static final int SHARED_CODEC_FIELDS = 4;

  /**
   * Names the generated code declares or inherits, never given to anything derived from a field.
   */
  private static final String[] FIXED_NAMES = {
    "K",
    "TYPE",
    "NEW",
    "CONSTRUCTOR",
    "resolver",
    "type",
    "write",
    "read",
    "copy",
    "serializerFor",
    "checkType",
    "badNullFlag",
    "checkEmptyMarker",
    "constructRecord",
    "getType",
    "isRefTrackable",
    "isImmutable",
    "interpreter",
    // locals of generated methods, never shadowed by a member
    "b",
    "ctx",
    "value",
    "obj",
    "args",
    "v",
    "flag",
    "s",
    "i",
    "info",
    "c",
    "n",
    "e",
    "it",
    "indexed",
    "k",
    "first",
    "hasNull",
    "es",
    "track",
    "tracking",
    "tracked",
    "id",
    "start",
    "header",
    "flags",
    "plain",
    "nulls",
    // types and packages the source names: a member of one of these names would obscure it
    "java",
    "org",
    "Object",
    "Class",
    "String",
    "Boolean",
    "Byte",
    "Character",
    "Short",
    "Integer",
    "Long",
    "Float",
    "Double",
    "MethodHandle",
    "GenericType",
    "MemoryBuffer",
    "Serializer",
    "GenericSerializer",
    "GeneratedSerializer",
    "ClassInfo",
    "ClassResolver",
    "ReadContext",
    "WriteContext",
    "RefFlags",
    "ReadChecks",
    "FieldHandles",
    "JitConstants",
    "StringSerializer",
    "CollectionSerializers",
    "AbstractCollectionSerializer",
    "ElementCodec",
    "Iterator",
    "Collection",
    "Map",
    "MapSerializers",
    "key",
    "val",
    "m",
    "trackKeys",
    "trackValues",
    "keyNulls",
    "valueNulls",
    "ks",
    "vs",
    "kf",
    "vf",
    "keysTracked",
    "valuesTracked"
  };

  private final Class<?> type;
  private final boolean record;
  private final boolean numberCompressed;
  private final boolean directConstructor;
  private final boolean nestmate;
  private final List<Field> fields;
  private final List<Constant> constants = new ArrayList<>();
  private final List<Group> primitiveGroups = new ArrayList<>();
  private final List<Group> referenceGroups = new ArrayList<>();
  private final NameScope scope = new NameScope().fixed(FIXED_NAMES);

  /**
   * The first field of each declared type whose element or entry loop fields of the same type share
   * (see {@link Field#loopOwner}).
   */
  private final java.util.Map<List<Object>, Field> loopOwners = new java.util.HashMap<>();

  /**
   * The cached-serializer member of each declared final class: fields of one class share it (the
   * serializer is looked up by that class alone), so a class with many such fields has one lookup
   * method per class rather than per field.
   */
  private final java.util.Map<Class<?>, String> exactSerializers = new java.util.HashMap<>();

  /**
   * The declared-class switch member of each concrete declared class of a polymorphic field (see
   * {@link Field#declaredSwitch}): fields of one class share it.
   */
  private final java.util.Map<Class<?>, String> declaredSwitches = new java.util.HashMap<>();

  /** How many fields have each value-codec key (see {@link #codecKey}). */
  private final java.util.Map<List<Object>, Integer> codecCounts = new java.util.HashMap<>();

  /** The first field of each value-codec key that is shared (see {@link Field#codec}). */
  private final java.util.Map<List<Object>, Field> codecOwners = new java.util.HashMap<>();

  private SerializerPlan(
      Class<?> type, boolean numberCompressed, ClassLoader loader, boolean nestmate) {
    this.type = type;
    this.record = type.isRecord();
    this.numberCompressed = numberCompressed;
    this.nestmate = nestmate && loader != null;
    DirectAccess access = new DirectAccess(type, loader, this.nestmate);
    this.directConstructor = record ? access.directRecordConstructor() : access.directConstructor();
    constant("TYPE", Class.class, type, "the serialized class");
    if (record && !directConstructor) {
      constant(
          "CONSTRUCTOR",
          MethodHandle.class,
          RecordSupport.canonicalConstructor(type),
          "canonical constructor, spread over Object[]");
    } else if (!record && !directConstructor) {
      constant("NEW", MethodHandle.class, Instantiator.of(type).handle(), "allocates an instance");
    }
    List<FieldDescriptor> descriptors = FieldOrder.of(type);
    int[] params = record ? RecordSupport.paramIndexOfField(type, descriptors) : null;
    for (FieldDescriptor d : descriptors) {
      List<Object> key = codecKey(d.genericType());
      if (key != null) {
        codecCounts.merge(key, 1, Integer::sum);
      }
    }
    List<Field> list = new ArrayList<>();
    for (FieldDescriptor d : descriptors) {
      int param = record ? params[list.size()] : -1;
      list.add(new Field(this, list.size(), d, access.direct(d), access.nestmate(d), param));
    }
    this.fields = Collections.unmodifiableList(list);
    group();
  }

  /**
   * The plan for {@code type} with the given number encoding, for a generated class whose parent
   * loader is {@code loader} (null: nothing is accessed directly), defined as a nestmate of {@code
   * type} or not.
   *
   * @param type the class
   * @param numberCompressed whether numbers are compressed
   * @param loader the parent loader of the generated class, or null
   * @param nestmate whether the generated class is a hidden nestmate of {@code type} (see {@link
   *     org.furylike.codegen.Nestmates}), so that it reaches the type's own fields and constructors
   *     whatever their access; only with {@code type}'s own loader as {@code loader}
   * @return the plan
   */
  public static SerializerPlan of(
      Class<?> type, boolean numberCompressed, ClassLoader loader, boolean nestmate) {
    return new SerializerPlan(type, numberCompressed, loader, nestmate);
  }

  private void group() {
    List<Field> prim = new ArrayList<>();
    List<Field> refs = new ArrayList<>();
    for (Field f : fields) {
      (f.kind.isPrimitive() ? prim : refs).add(f);
    }
    for (int i = 0; i < prim.size(); i += PRIMITIVE_BLOCK) {
      List<Field> part = prim.subList(i, Math.min(prim.size(), i + PRIMITIVE_BLOCK));
      int max = 0;
      for (Field f : part) {
        max += f.kind.maxBytes(numberCompressed);
      }
      int n = primitiveGroups.size();
      primitiveGroups.add(
          new Group(
              scope.reserve("writePrimitives" + n),
              scope.reserve("readPrimitives" + n),
              part,
              max));
    }
    for (int i = 0; i < refs.size(); i += REFERENCE_BLOCK) {
      List<Field> part = refs.subList(i, Math.min(refs.size(), i + REFERENCE_BLOCK));
      int n = referenceGroups.size();
      referenceGroups.add(
          new Group(
              scope.reserve("writeReferences" + n), scope.reserve("readReferences" + n), part, 0));
    }
  }

  /** Adds a constant the generated class's static initializer takes from {@code K}. */
  private String constant(String wanted, Class<?> declaredAs, Object value, String what) {
    String name =
        "TYPE".equals(wanted) || "NEW".equals(wanted) || "CONSTRUCTOR".equals(wanted)
            ? wanted
            : scope.reserve(wanted);
    constants.add(new Constant(constants.size(), name, declaredAs, value, what));
    return name;
  }

  /** {@return the class planned} */
  public Class<?> type() {
    return type;
  }

  /**
   * {@return whether the generated reader reads every component of a record into a local of its own
   * type and calls the canonical constructor with them, in one method: a record built directly
   * whose components fit one primitive and one reference block. Otherwise (and for classes) values
   * go through an {@code Object[]}, boxed, so that blocks can be methods of their own}
   */
  public boolean readsIntoLocals() {
    return record
        && directConstructor
        && primitiveGroups.size() <= 1
        && referenceGroups.size() <= 1;
  }

  /** {@return whether the class is a record} */
  public boolean isRecord() {
    return record;
  }

  /** {@return whether numbers are compressed} */
  public boolean isNumberCompressed() {
    return numberCompressed;
  }

  /**
   * {@return whether instances are created with {@code new Type()} in source (else through {@code
   * NEW}), or for a record, with {@code new Type(args...)} (else through {@code CONSTRUCTOR})}
   */
  public boolean isDirectConstructor() {
    return directConstructor;
  }

  /**
   * {@return whether the generated class is a hidden nestmate of the type, in the type's package}
   */
  public boolean isNestmate() {
    return nestmate;
  }

  /** {@return every field in wire order} */
  public List<Field> fields() {
    return fields;
  }

  /** {@return the constants, dense: constant {@code i} is {@code K[i]}} */
  public List<Constant> constants() {
    return Collections.unmodifiableList(constants);
  }

  /** The values of {@link #constants()}, in order. */
  Object[] constantValues() {
    Object[] out = new Object[constants.size()];
    for (Constant c : constants) {
      out[c.index] = c.value;
    }
    return out;
  }

  /**
   * {@return the primitive fields in wire order (they come first), in blocks of one capacity check
   * each}
   */
  public List<Group> primitiveGroups() {
    return Collections.unmodifiableList(primitiveGroups);
  }

  /** {@return the reference fields in wire order, in blocks of one method each} */
  public List<Group> referenceGroups() {
    return Collections.unmodifiableList(referenceGroups);
  }

  @Override
  public String toString() {
    return PlanTable.render(this);
  }

  /** How generated code reaches a field. */
  public enum Access {
    /** {@code ((Type) obj).name}: a public non-final field of a class the source can name. */
    DIRECT("direct"),
    /** {@code ((Type) obj).name} from a nestmate: a non-final field the type declares. */
    NESTMATE("nestmate"),
    /**
     * Read as {@code ((Type) obj).name} from a nestmate, written through a setter handle (final).
     */
    NESTMATE_READ("nestmate read, handle write"),
    /** Method handles held in static finals ({@code GET_x}/{@code SET_x}). */
    HANDLE("handle"),
    /** Read through a getter handle, written as a canonical constructor argument (records). */
    RECORD_COMPONENT("handle, ctor arg"),
    /** Read as {@code ((Type) obj).name} from a nestmate, written as a constructor argument. */
    RECORD_NESTMATE("nestmate read, ctor arg");

    private final String label;

    Access(String label) {
      this.label = label;
    }

    /** {@return whether generated code reads the field through a getter handle} */
    public boolean handleRead() {
      return this == HANDLE || this == RECORD_COMPONENT;
    }

    /** {@return whether generated code writes the field through a setter handle} */
    public boolean handleWrite() {
      return this == HANDLE || this == NESTMATE_READ;
    }

    /** {@return whether the value is passed to the canonical constructor (records)} */
    public boolean constructorArgument() {
      return this == RECORD_COMPONENT || this == RECORD_NESTMATE;
    }

    @Override
    public String toString() {
      return label;
    }
  }

  /** How the elements of a collection field are written by generated code. */
  public enum ElementLoop {
    /** Through the collection's serializer. */
    NONE,
    /** Inline loop, elements of the declared (final) element class, no class info per run. */
    DECLARED_TYPE,
    /** Inline loop over a run of one element class, its class info written once. */
    SAME_TYPE
  }

  /**
   * A constant handed to the generated class: {@code private static final T name = (T) K[index]}.
   */
  public static final class Constant {
    /** Index into the constants array. */
    public final int index;

    /** The name of the static field in source. */
    public final String name;

    /** The static field's declared class. */
    public final Class<?> declaredAs;

    final Object value;

    /** What the constant is, for the source comment. */
    public final String what;

    Constant(int index, String name, Class<?> declaredAs, Object value, String what) {
      this.index = index;
      this.name = name;
      this.declaredAs = declaredAs;
      this.value = value;
      this.what = what;
    }
  }

  /** A group of fields written and read by one pair of methods. */
  public static final class Group {
    /** The name of the group's write method. */
    public final String writeMethod;

    /** The name of the group's read method. */
    public final String readMethod;

    /** The fields of the group, in wire order. */
    public final List<Field> fields;

    /** For primitive groups, the most bytes the group writes (one capacity check). */
    public final int maxBytes;

    Group(String writeMethod, String readMethod, List<Field> fields, int maxBytes) {
      this.writeMethod = writeMethod;
      this.readMethod = readMethod;
      this.fields = Collections.unmodifiableList(new ArrayList<>(fields));
      this.maxBytes = maxBytes;
    }
  }

  /** A one-entry class-info cache: three fields and the lookup method that refreshes them. */
  public static final class ClassCache {
    /** The field holding the cached class. */
    public final String classField;

    /** The field holding its class info. */
    public final String infoField;

    /** The field holding the resolver epoch the entry is valid for. */
    public final String epochField;

    /** The lookup method that refreshes the entry. */
    public final String method;

    /** What the cache is for, for the source comment. */
    public final String what;

    ClassCache(NameScope scope, String prefix, String what) {
      this.classField = scope.reserve(prefix + "Class");
      this.infoField = scope.reserve(prefix + "ClassInfo");
      this.epochField = scope.reserve(prefix + "Epoch");
      this.method = scope.reserve(prefix + "Info");
      this.what = what;
    }
  }

  /**
   * A one-entry cache of the serializer a class info header read last resolved to: three fields and
   * the method that reads a header and resolves it, or takes the cached serializer.
   */
  public static final class ReadCache {
    /** The field holding the last class info header read. */
    public final String headerField;

    /** The field holding the serializer it resolved to. */
    public final String serializerField;

    /** The field holding the resolver epoch the entry is valid for. */
    public final String epochField;

    /** The method that reads a header and resolves it. */
    public final String method;

    ReadCache(NameScope scope, String prefix) {
      this.headerField = scope.reserve(prefix + "ReadHeader");
      this.serializerField = scope.reserve(prefix + "ReadSerializer");
      this.epochField = scope.reserve(prefix + "ReadEpoch");
      this.method =
          scope.reserve(
              "read" + Character.toUpperCase(prefix.charAt(0)) + prefix.substring(1) + "Class");
    }
  }

  /**
   * The two methods that write and read the value of every field of one declared type: {@code void
   * write<Name>Value(WriteContext ctx, MemoryBuffer b, Object v)}, which writes the null flag and
   * the value, and {@code Object read<Name>Value(ReadContext ctx, MemoryBuffer b, String slot)},
   * which reads them back and names {@code slot} in its errors.
   */
  public static final class ValueCodec {
    /** The name of the write method. */
    public final String writeMethod;

    /** The name of the read method. */
    public final String readMethod;

    ValueCodec(String writeMethod, String readMethod) {
      this.writeMethod = writeMethod;
      this.readMethod = readMethod;
    }
  }

  /**
   * The inline entry loop of a map field declared with final key and value types (both
   * declared-type runs): the key and value classes, their serializers and the two loop methods.
   */
  public static final class MapLoop {
    /** The declared key class. */
    public final Class<?> keyClass;

    /** The declared value class. */
    public final Class<?> valueClass;

    /** The constant holding the key class. */
    public final String keyConstant;

    /** The constant holding the value class. */
    public final String valueConstant;

    /** The field holding the key serializer, or null for keys written in place. */
    public final String keySerializer;

    /** The field holding the value serializer, or null for values written in place. */
    public final String valueSerializer;

    /** The name of the entry write loop. */
    public final String writeMethod;

    /** The name of the entry read loop. */
    public final String readMethod;

    /** The type the loops view the map as. */
    public final Class<?> viewType;

    MapLoop(SerializerPlan plan, String n, FieldDescriptor d) {
      NameScope scope = plan.scope;
      GenericType g = d.genericType();
      this.keyClass = g.arg(0).raw();
      this.valueClass = g.arg(1).raw();
      this.keyConstant =
          plan.constant("KEY_" + n, Class.class, keyClass, "key class of " + d.name());
      this.valueConstant =
          plan.constant("VALUE_" + n, Class.class, valueClass, "value class of " + d.name());
      this.keySerializer = KindSource.inPlace(keyClass) ? null : scope.reserve(n + "Keys");
      this.valueSerializer = KindSource.inPlace(valueClass) ? null : scope.reserve(n + "Values");
      String cap = Character.toUpperCase(n.charAt(0)) + n.substring(1);
      this.writeMethod = scope.reserve("write" + cap + "Entries");
      this.readMethod = scope.reserve("read" + cap + "Entries");
      Class<?> raw = g.raw();
      boolean publicJdk =
          Modifier.isPublic(raw.getModifiers())
              && raw.getName().startsWith("java.util.")
              && raw.getEnclosingClass() == null;
      this.viewType = publicJdk ? raw : java.util.Map.class;
    }

    /** Whether a field of type {@code g} gets an inline entry loop. */
    static boolean applies(GenericType g) {
      if (!java.util.Map.class.isAssignableFrom(g.raw()) || g.argCount() != 2) {
        return false;
      }
      for (int i = 0; i < 2; i++) {
        GenericType a = g.arg(i);
        if (a.raw().isPrimitive() || a.argCount() != 0 || !a.isMonomorphic()) {
          return false;
        }
      }
      return true;
    }
  }

  /** One field of the plan with every name the generated code uses for it. */
  public static final class Field {
    private final int index;
    private final FieldDescriptor descriptor;
    private final FieldKind kind;
    private final Access access;
    private final int recordParam;

    /** Getter and setter handle constants, when used. */
    public final String getter;

    /** The setter handle constant, when used. */
    public final String setter;

    /** Declared class and generic type constants (exact and polymorphic fields). */
    public final String typeConstant;

    /** The generic type constant, when used. */
    public final String genericConstant;

    /**
     * Cached serializer field and its lookup method (exact fields, and polymorphic fields whose
     * declared class is concrete: the serializer of values of exactly that class).
     */
    public final String serializerField;

    /**
     * For a polymorphic field whose declared class is concrete (not an interface, abstract class or
     * array), the boolean member set at construction from {@link
     * org.furylike.resolver.ClassResolver#isDeclaredClassSlot}: whether a value of exactly that
     * class is written with a declared-class flag and no class info, and such a flag accepted on
     * read. A reader that meets the flag while it is false asks the resolver again (the class may
     * have been registered since), so the order of registrations and first uses does not matter.
     * Null for other fields.
     */
    public final String declaredSwitch;

    /** The lookup method of the cached serializer field. */
    public final String serializerMethod;

    /** Class-info cache (polymorphic fields), and its read-side counterpart. */
    public final ClassCache classCache;

    /** The read-side class cache (polymorphic fields). */
    public final ReadCache readCache;

    /** How a collection field's elements are looped over, or null for no inline loop. */
    public final ElementLoop elementLoop;

    /** Element class (constant), element generic type (derived static), element loop names. */
    public final Class<?> elementClass;

    /** The constant holding the element class. */
    public final String elementConstant;

    /** The static field holding the element generic type. */
    public final String elementTypeField;

    /**
     * The field holding the element serializer of a declared-type loop, or null when there is no
     * such loop or its elements (strings, boxed primitives) are written in place.
     */
    public final String elementSerializerField;

    /** The lookup method of the element serializer. */
    public final String elementSerializerMethod;

    /** The element class-info cache (write side). */
    public final ClassCache elementCache;

    /** The element class-info cache (read side). */
    public final ReadCache elementReadCache;

    /** The name of the element write loop. */
    public final String writeElementsMethod;

    /** The name of the element read loop. */
    public final String readElementsMethod;

    /** The type the element loops view the collection as. */
    public final Class<?> viewType;

    /** The inline entry loop of a map field whose key and value types are final, else null. */
    public final MapLoop mapLoop;

    /**
     * The write and read methods of this field's value, shared by every field of its declared type,
     * or null when the field's code is inline. A class with at least {@link #SHARED_CODEC_FIELDS}
     * fields of one object or boxed type writes and reads each of them with one call: the source,
     * the compile and the JIT's work then grow with the distinct types rather than with the fields,
     * while classes with a few fields per type keep each field's code inline.
     */
    public final ValueCodec codec;

    /**
     * The earlier field of the same declared type whose value methods, caches and constants this
     * field uses, or null when the field has its own (see {@link #codec}).
     */
    public final Field codecOwner;

    private int codecSharers;

    /**
     * For a record component, the name of the local that holds its value when a generated reader
     * reads every component into locals and calls the canonical constructor with them (see {@link
     * SerializerPlan#readsIntoLocals}); else null.
     */
    public final String recordLocal;

    /**
     * The earlier field of the same declared type whose element or entry loop (with its element
     * constants and serializers) this field calls, or null when the field has its own: a class with
     * many fields of one collection type gets one loop, which keeps the source, the compile and the
     * JIT's work proportional to the distinct types rather than to the fields.
     */
    public final Field loopOwner;

    private int loopSharers;

    Field(
        SerializerPlan plan,
        int index,
        FieldDescriptor d,
        boolean direct,
        boolean nestmate,
        int recordParam) {
      NameScope scope = plan.scope;
      this.index = index;
      this.descriptor = d;
      this.kind = FieldKind.of(d.genericType());
      this.access =
          access(plan.record, direct, nestmate, Modifier.isFinal(d.field().getModifiers()));
      this.recordParam = recordParam;
      String n = NameScope.identifier(d.name());
      String label = d.toString();
      this.recordLocal = plan.record ? scope.reserve(n) : null;
      List<Object> ck = codecKey(d.genericType());
      boolean shared = ck != null && plan.codecCounts.get(ck) >= SHARED_CODEC_FIELDS;
      Field co = shared ? plan.codecOwners.putIfAbsent(ck, this) : null;
      this.codecOwner = co;
      if (co != null) {
        co.codecSharers++;
      }
      String cap = Character.toUpperCase(n.charAt(0)) + n.substring(1);
      this.codec =
          co != null
              ? co.codec
              : shared
                  ? new ValueCodec(
                      scope.reserve("write" + cap + "Value"), scope.reserve("read" + cap + "Value"))
                  : null;
      this.getter =
          !access.handleRead()
              ? null
              : plan.constant(
                  "GET_" + n, MethodHandle.class, FieldHandles.getter(d.field()), "reads " + label);
      this.setter =
          !access.handleWrite()
              ? null
              : plan.constant(
                  "SET_" + n,
                  MethodHandle.class,
                  FieldHandles.setter(d.field()),
                  "writes " + label);
      boolean object = kind == FieldKind.EXACT || kind == FieldKind.OBJECT;
      this.typeConstant =
          co != null
              ? co.typeConstant
              : object
                  ? plan.constant(
                      "TYPE_" + n, Class.class, d.type(), "declared class of " + d.name())
                  : null;
      this.genericConstant =
          co != null
              ? co.genericConstant
              : object
                  ? plan.constant(
                      "GENERIC_" + n,
                      GenericType.class,
                      d.genericType(),
                      "declared type of " + d.name())
                  : null;
      // a cached serializer is a field and its lookup method of the same name
      boolean concrete =
          kind == FieldKind.OBJECT && org.furylike.resolver.ClassResolver.isConcreteClass(d.type());
      this.serializerField =
          kind == FieldKind.EXACT || concrete
              ? plan.exactSerializers.computeIfAbsent(
                  d.type(), t -> scope.reserve(n + "Serializer"))
              : null;
      this.serializerMethod = serializerField;
      this.declaredSwitch =
          concrete
              ? plan.declaredSwitches.computeIfAbsent(d.type(), t -> scope.reserve(n + "Declared"))
              : null;
      this.classCache =
          co != null
              ? co.classCache
              : kind == FieldKind.OBJECT
                  ? new ClassCache(
                      scope,
                      n,
                      "the class last seen in " + (shared ? "the fields of this type" : d.name()))
                  : null;
      this.readCache =
          co != null ? co.readCache : kind == FieldKind.OBJECT ? new ReadCache(scope, n) : null;
      this.elementClass = object ? inlinedElement(d.genericType()) : null;
      this.elementLoop =
          elementClass == null
              ? ElementLoop.NONE
              : d.genericType().arg(0).isMonomorphic()
                  ? ElementLoop.DECLARED_TYPE
                  : ElementLoop.SAME_TYPE;
      boolean loop = elementLoop != ElementLoop.NONE;
      boolean declared = elementLoop == ElementLoop.DECLARED_TYPE;
      boolean entries = object && MapLoop.applies(d.genericType());
      // a field using another's value methods (same type tree, so that field owns the loop) uses
      // its loop through them and is no loop sharer of its own
      Field o =
          co == null && (declared || entries)
              ? plan.loopOwners.putIfAbsent(loopKey(d.genericType()), this)
              : null;
      this.loopOwner = o;
      if (o != null) {
        o.loopSharers++;
      }
      Field lo = o != null ? o : co;
      this.elementConstant =
          lo != null
              ? lo.elementConstant
              : loop
                  ? plan.constant(
                      "ELEMENT_" + n, Class.class, elementClass, "element class of " + d.name())
                  : null;
      this.elementTypeField =
          lo != null ? lo.elementTypeField : loop ? scope.reserve("ELEMENT_TYPE_" + n) : null;
      this.elementSerializerField =
          lo != null
              ? lo.elementSerializerField
              : declared && !KindSource.inPlace(elementClass)
                  ? scope.reserve(n + "Elements")
                  : null;
      this.elementSerializerMethod = elementSerializerField;
      this.elementCache =
          co != null
              ? co.elementCache
              : loop && !declared
                  ? new ClassCache(
                      scope, n + "Element", "the element class last seen in " + d.name())
                  : null;
      this.elementReadCache =
          co != null
              ? co.elementReadCache
              : loop && !declared ? new ReadCache(scope, n + "Element") : null;
      this.writeElementsMethod =
          lo != null
              ? lo.writeElementsMethod
              : loop ? scope.reserve("write" + cap + "Elements") : null;
      this.readElementsMethod =
          lo != null
              ? lo.readElementsMethod
              : loop ? scope.reserve("read" + cap + "Elements") : null;
      this.viewType = loop ? viewType(d.genericType().raw()) : null;
      this.mapLoop = lo != null ? lo.mapLoop : entries ? new MapLoop(plan, n, d) : null;
    }

    private static Access access(
        boolean record, boolean direct, boolean nestmate, boolean isFinal) {
      if (record) {
        return nestmate ? Access.RECORD_NESTMATE : Access.RECORD_COMPONENT;
      }
      if (direct) {
        return Access.DIRECT;
      }
      if (nestmate) {
        return isFinal ? Access.NESTMATE_READ : Access.NESTMATE;
      }
      return Access.HANDLE;
    }

    /** {@return the field's position in wire order} */
    public int index() {
      return index;
    }

    /** {@return the field's descriptor} */
    public FieldDescriptor descriptor() {
      return descriptor;
    }

    /** {@return the field's encoding kind} */
    public FieldKind kind() {
      return kind;
    }

    /** {@return how the generated code reaches the field} */
    public Access access() {
      return access;
    }

    /** {@return the canonical-constructor parameter a record field goes to, else -1} */
    public int recordParam() {
      return recordParam;
    }

    /** {@return whether the field is final} */
    public boolean isFinal() {
      return Modifier.isFinal(descriptor.field().getModifiers());
    }

    /** {@return {@code Declaring.name}, for comments and error messages} */
    public String label() {
      return descriptor.toString();
    }

    /**
     * {@return what this field's loop serves, for comments and error messages: the field, or every
     * field of its declared type when other fields share the loop}
     */
    public String loopLabel() {
      int sharers = loopSharers + codecSharers;
      if (sharers == 0) {
        return "field " + label();
      }
      return "the "
          + descriptor.genericType()
          + " fields of "
          + descriptor.declaringClass().getSimpleName()
          + " ("
          + (sharers + 1)
          + " fields)";
    }
  }

  /**
   * What makes two fields' value code interchangeable, or null for a field whose code stays inline
   * (primitives and strings, whose code is a call or two): the encoding kind and the whole declared
   * type tree.
   */
  private static List<Object> codecKey(GenericType g) {
    FieldKind kind = FieldKind.of(g);
    if (kind.isPrimitive() || kind == FieldKind.STRING) {
      return null;
    }
    List<Object> key = loopKey(g);
    key.add(0, kind);
    return key;
  }

  /**
   * What makes two fields' loops interchangeable: the whole declared type tree (classes and type
   * arguments at every depth, since the loops hand the element type to nested serializers) and any
   * serializer bound to a node of it.
   */
  private static List<Object> loopKey(GenericType g) {
    List<Object> key = new ArrayList<>();
    addTypeTree(key, g);
    return key;
  }

  private static void addTypeTree(List<Object> key, GenericType g) {
    key.add(g.raw());
    key.add(g.boundSerializer());
    key.add(g.isMonomorphic());
    key.add(g.argCount());
    for (int i = 0; i < g.argCount(); i++) {
      addTypeTree(key, g.arg(i));
    }
  }

  /**
   * The element class of a collection type whose element loop is generated inline (element type not
   * primitive and without type arguments of its own), else null.
   */
  static Class<?> inlinedElement(GenericType g) {
    if (!java.util.Collection.class.isAssignableFrom(g.raw()) || g.argCount() != 1) {
      return null;
    }
    GenericType e = g.arg(0);
    return !e.raw().isPrimitive() && e.argCount() == 0 ? e.raw() : null;
  }

  /**
   * The type element loops view a collection field as: its declared type when that is a public JDK
   * type, else {@code java.util.Collection}. Casting a value always to the field's own declared
   * type (never alternately to two interfaces) keeps JDK 17's per-class cache of the last interface
   * checked from flipping between threads, which costs more than the cast itself.
   */
  private static Class<?> viewType(Class<?> raw) {
    boolean publicJdk =
        Modifier.isPublic(raw.getModifiers())
            && raw.getName().startsWith("java.util.")
            && raw.getEnclosingClass() == null;
    return publicJdk ? raw : java.util.Collection.class;
  }

  /** Facts about records that the plan needs. */
  static final class RecordSupport {
    private RecordSupport() {}

    static int[] paramIndexOfField(Class<?> type, List<FieldDescriptor> fields) {
      RecordComponent[] comps = type.getRecordComponents();
      int[] out = new int[fields.size()];
      for (int f = 0; f < fields.size(); f++) {
        for (int p = 0; p < comps.length; p++) {
          if (comps[p].getName().equals(fields.get(f).name())) {
            out[f] = p;
          }
        }
      }
      return out;
    }

    static MethodHandle canonicalConstructor(Class<?> type) {
      RecordComponent[] comps = type.getRecordComponents();
      Class<?>[] types = new Class<?>[comps.length];
      for (int i = 0; i < comps.length; i++) {
        types[i] = comps[i].getType();
      }
      try {
        java.lang.reflect.Constructor<?> c = type.getDeclaredConstructor(types);
        c.setAccessible(true);
        return java.lang.invoke.MethodHandles.lookup()
            .unreflectConstructor(c)
            .asSpreader(Object[].class, types.length)
            .asType(java.lang.invoke.MethodType.methodType(Object.class, Object[].class));
      } catch (ReflectiveOperationException | RuntimeException e) {
        throw new org.furylike.exception.FuryException(
            "record " + type.getName() + " has no usable canonical constructor", e);
      }
    }
  }
}
