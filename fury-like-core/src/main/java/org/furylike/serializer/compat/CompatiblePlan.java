package org.furylike.serializer.compat;

import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.furylike.exception.FuryException;
import org.furylike.memory.FieldAccessor;
import org.furylike.meta.FieldDescriptor;
import org.furylike.meta.FieldKind;
import org.furylike.meta.FieldOrder;
import org.furylike.meta.GenericType;
import org.furylike.meta.TypeDef;
import org.furylike.meta.TypeRef;
import org.furylike.resolver.ClassResolver;

/**
 * How values written with one remote schema are read into the reader's class (compatible mode),
 * decided once per schema: which local field or record component each remote field goes to, and
 * what reading it takes ({@link Action}). The interpreted reader and the generated one both follow
 * it; {@link #toString()} prints it as a table.
 *
 * <p>Remote fields match local ones by name within the same declaring class first; a remote field
 * left over then takes the only local field of its name, unless a remote field of that class
 * already took it (so a hidden field never overwrites the one it hides).
 */
public final class CompatiblePlan {
  /** What reading one remote field takes. */
  public enum Action {
    /** A primitive the reader has no field for: read and dropped. */
    DROP_PRIMITIVE,
    /** A primitive stored as the same primitive. */
    PRIMITIVE,
    /** A primitive widened without loss to the local primitive. */
    WIDEN,
    /** A primitive stored into the local field of its boxed class. */
    BOX,
    /** A boxed value or string of the same class: null flag, value. */
    NULLABLE,
    /** Anything else: read with the writer's type, converted or dropped by the reader's helpers. */
    CONVERT
  }

  /** One field as the writer sent it, and where it goes in the reader's class. */
  public static final class Field {
    final TypeDef.FieldDef def;
    final FieldKind kind;
    final String label;
    FieldAccessor accessor;
    Class<?> localType;
    int component = -1;
    String incompatible;
    Action action;

    /** The reader's declared element (or key and value) classes of a container field, or null. */
    Class<?>[] elementTypes;

    Field(TypeDef.FieldDef def, String label) {
      this.def = def;
      this.kind = FieldKind.ofCode(def.kind());
      this.label = label;
    }

    boolean matched() {
      return accessor != null || component >= 0;
    }

    String writerType() {
      return def.type() == null ? kind.name().toLowerCase() : def.type().toString();
    }

    /** {@return {@code Class.name} as the writer named it} */
    public String label() {
      return label;
    }

    /** {@return the writer's encoding kind} */
    public FieldKind kind() {
      return kind;
    }

    /** {@return what the reader does with the field's value} */
    public Action action() {
      return action;
    }

    /** {@return the reader's field, or null (unmatched, or a record component)} */
    public java.lang.reflect.Field localField() {
      return accessor == null ? null : accessor.field();
    }

    /** {@return the reader's type, or null when it has no such field} */
    public Class<?> localType() {
      return matched() ? localType : null;
    }

    /** {@return {@code name: writer type -> reader type}, for comments} */
    public String describe() {
      return def.name()
          + ": "
          + writerType()
          + " -> "
          + (matched() ? GenericType.shortName(localType) : "skipped");
    }
  }

  private final ClassResolver resolver;
  private final TypeDef def;
  private final Class<?> local;
  private final List<Field> fields;
  private final Constructor<?> canonical;
  private final Class<?>[] componentTypes;

  /**
   * The plan for reading {@code def} into {@code local} (null: the reader has no such class).
   *
   * @param resolver the reader's resolver
   * @param def the remote schema
   * @param local the reader's class, or null
   */
  public CompatiblePlan(ClassResolver resolver, TypeDef def, Class<?> local) {
    this.resolver = resolver;
    this.def = def;
    this.local = local;
    List<Field> list = new ArrayList<>();
    for (TypeDef.FieldDef f : def.fields()) {
      list.add(new Field(f, def.identity().name() + "." + f.name()));
    }
    this.fields = Collections.unmodifiableList(list);
    if (local != null && local.isRecord()) {
      RecordComponent[] comps = local.getRecordComponents();
      componentTypes = new Class<?>[comps.length];
      matchComponents(comps);
      canonical = canonicalConstructor(local, componentTypes);
    } else {
      canonical = null;
      componentTypes = null;
      if (local != null) {
        matchFields(FieldOrder.of(local));
      }
    }
    for (Field f : fields) {
      f.action = decide(f);
    }
  }

  private void matchComponents(RecordComponent[] comps) {
    Map<String, Integer> index = new HashMap<>();
    for (int i = 0; i < comps.length; i++) {
      componentTypes[i] = comps[i].getType();
      index.put(comps[i].getName(), i);
    }
    for (Field f : fields) {
      Integer c = index.get(f.def.name());
      if (c != null) {
        f.component = c;
        f.localType = componentTypes[c];
        GenericType declared = GenericType.of(comps[c].getGenericType());
        f.incompatible = checkGenerics(f, declared);
        f.elementTypes = elementTypes(declared);
      }
    }
  }

  private void matchFields(List<FieldDescriptor> locals) {
    Map<String, Integer> countByName = new HashMap<>();
    for (FieldDescriptor d : locals) {
      countByName.merge(d.name(), 1, Integer::sum);
    }
    Set<FieldDescriptor> taken = new HashSet<>();
    for (Field f : fields) {
      String layer = def.layers().get(f.def.layer());
      for (FieldDescriptor d : locals) {
        if (d.name().equals(f.def.name()) && d.declaringClass().getName().equals(layer)) {
          bind(f, d);
          taken.add(d);
        }
      }
    }
    for (Field f : fields) {
      if (f.accessor != null || countByName.getOrDefault(f.def.name(), 0) != 1) {
        continue;
      }
      for (FieldDescriptor d : locals) {
        if (d.name().equals(f.def.name()) && taken.add(d)) {
          bind(f, d);
        }
      }
    }
  }

  private void bind(Field f, FieldDescriptor d) {
    f.accessor = FieldAccessor.of(d.field());
    f.localType = d.type();
    f.incompatible = checkGenerics(f, d.genericType());
    f.elementTypes = elementTypes(d.genericType());
  }

  /** The declared type arguments of a collection or map field, boxed (null: unchecked), or null. */
  private static Class<?>[] elementTypes(GenericType declared) {
    Class<?> raw = declared.raw();
    if (declared.argCount() == 0
        || !(java.util.Collection.class.isAssignableFrom(raw)
            || java.util.Map.class.isAssignableFrom(raw))) {
      return null;
    }
    Class<?>[] types = new Class<?>[declared.argCount()];
    boolean any = false;
    for (int i = 0; i < types.length; i++) {
      Class<?> a = Conversions.box(declared.arg(i).raw());
      types[i] = a == Object.class ? null : a;
      any |= types[i] != null;
    }
    return any ? types : null;
  }

  /** A reason why element types declared by writer and reader cannot agree, or null. */
  private String checkGenerics(Field f, GenericType localType) {
    TypeRef ref = f.def.type();
    if (ref == null || ref.args().length == 0 || localType.argCount() == 0) {
      return null;
    }
    for (int i = 0; i < Math.min(ref.args().length, localType.argCount()); i++) {
      TypeRef a = ref.args()[i];
      Class<?> l = localType.arg(i).raw();
      if (a.tag() == TypeRef.BUILTIN
          && resolver.isBuiltin(l)
          && resolver.builtinIdOf(l) != a.builtinId()) {
        return "type argument " + i + " differs: writer " + a + ", reader " + l.getName();
      }
      if (a.tag() == TypeRef.USER
          && !l.getName().equals(a.user().name())
          && !l.isInterface()
          && Modifier.isFinal(l.getModifiers())) {
        return "type argument " + i + " differs: writer " + a + ", reader " + l.getName();
      }
    }
    return null;
  }

  private Action decide(Field f) {
    FieldKind kind = f.kind;
    if (f.accessor == null || f.incompatible != null) {
      return kind.isPrimitive() && !f.matched() ? Action.DROP_PRIMITIVE : Action.CONVERT;
    }
    Class<?> to = f.localType;
    if (kind.isPrimitive()) {
      if (to == kind.primitiveClass()) {
        return Action.PRIMITIVE;
      }
      if (widensTo(kind, to)) {
        return Action.WIDEN;
      }
      return to == kind.boxedClass() ? Action.BOX : Action.CONVERT;
    }
    if ((kind.isBoxed() || kind == FieldKind.STRING) && to == kind.boxedClass()) {
      return Action.NULLABLE;
    }
    return Action.CONVERT;
  }

  /**
   * Whether a remote primitive of {@code kind} widens to local primitive {@code to} without loss.
   */
  static boolean widensTo(FieldKind kind, Class<?> to) {
    switch (kind) {
      case BYTE:
        return to == short.class
            || to == int.class
            || to == long.class
            || to == float.class
            || to == double.class;
      case SHORT:
      case CHAR:
        return to == int.class || to == long.class || to == float.class || to == double.class;
      case INT:
        return to == long.class || to == double.class;
      case FLOAT:
        return to == double.class;
      default:
        return false;
    }
  }

  private static Constructor<?> canonicalConstructor(Class<?> record, Class<?>[] types) {
    try {
      Constructor<?> c = record.getDeclaredConstructor(types);
      c.setAccessible(true);
      return c;
    } catch (NoSuchMethodException | RuntimeException e) {
      throw new FuryException(
          "record " + record.getName() + " has no accessible canonical constructor", e);
    }
  }

  /** {@return the remote schema} */
  public TypeDef def() {
    return def;
  }

  /** {@return the reader's class, or null when it has none} */
  public Class<?> local() {
    return local;
  }

  /** {@return whether the reader's class is a record} */
  public boolean isRecord() {
    return canonical != null;
  }

  /** {@return the remote fields in the writer's order} */
  public List<Field> fields() {
    return fields;
  }

  Constructor<?> canonical() {
    return canonical;
  }

  Class<?>[] componentTypes() {
    return componentTypes;
  }

  ClassResolver resolver() {
    return resolver;
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append("CompatiblePlan ")
        .append(def.identity())
        .append(" -> ")
        .append(local == null ? "(no local class: parsed and dropped)" : local.getName())
        .append(isRecord() ? " (record)" : "")
        .append('\n');
    sb.append(
        String.format(
            "%3s  %-20s %-22s %-22s %s%n",
            "#", "remote field", "writer type", "reader type", "action"));
    for (int i = 0; i < fields.size(); i++) {
      Field f = fields.get(i);
      String reader = f.matched() ? GenericType.shortName(f.localType) : "-";
      String action =
          f.action.name().toLowerCase().replace('_', ' ')
              + (f.incompatible != null ? " (fails: " + f.incompatible + ")" : "");
      sb.append(
          String.format(
              "%3d  %-20s %-22s %-22s %s%n", i, f.def.name(), f.writerType(), reader, action));
    }
    return sb.toString();
  }
}
