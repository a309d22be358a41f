package org.furylike.meta;

import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;

/**
 * The declared type of a field (or of a type argument) as a class schema records it, so a reader
 * with different classes can still parse the value. Tags: {@link #POLY} the value carries its own
 * class info; {@link #BUILTIN} a built-in type by id; {@link #USER} a user class by identity (its
 * schema travels separately); {@link #ARRAY} an array of a component type. Polymorphic and built-in
 * refs carry the refs of their type arguments.
 */
public final class TypeRef {
  /** Tag: the value carries its own class info. */
  public static final int POLY = 0;

  /** Tag: a built-in type, by id. */
  public static final int BUILTIN = 1;

  /** Tag: a user class, by identity. */
  public static final int USER = 2;

  /** Tag: an array of a component type. */
  public static final int ARRAY = 3;

  private static final TypeRef[] NO_ARGS = new TypeRef[0];
  private static final int MAX_ARGS = 8;
  private static final int MAX_NESTING = 16;

  private final int tag;
  private final int builtinId;
  private final ClassIdentity user;
  private final int dimensions;
  private final TypeRef component;
  private final TypeRef[] args;

  private TypeRef(
      int tag,
      int builtinId,
      ClassIdentity user,
      int dimensions,
      TypeRef component,
      TypeRef[] args) {
    this.tag = tag;
    this.builtinId = builtinId;
    this.user = user;
    this.dimensions = dimensions;
    this.component = component;
    this.args = args;
  }

  /**
   * {@return a polymorphic ref}
   *
   * @param args the refs of its type arguments, or null
   */
  public static TypeRef poly(TypeRef[] args) {
    return new TypeRef(POLY, -1, null, 0, null, args == null ? NO_ARGS : args);
  }

  /**
   * {@return a ref to a built-in type}
   *
   * @param id the built-in id
   * @param args the refs of its type arguments, or null
   */
  public static TypeRef builtin(int id, TypeRef[] args) {
    return new TypeRef(BUILTIN, id, null, 0, null, args == null ? NO_ARGS : args);
  }

  /**
   * {@return a ref to a user class}
   *
   * @param identity how the class is named
   */
  public static TypeRef user(ClassIdentity identity) {
    return new TypeRef(USER, -1, identity, 0, null, NO_ARGS);
  }

  /**
   * {@return a ref to an array type}
   *
   * @param dimensions the number of dimensions
   * @param component the ref of the innermost component type
   */
  public static TypeRef array(int dimensions, TypeRef component) {
    return new TypeRef(ARRAY, -1, null, dimensions, component, NO_ARGS);
  }

  /** {@return the tag: {@link #POLY}, {@link #BUILTIN}, {@link #USER} or {@link #ARRAY}} */
  public int tag() {
    return tag;
  }

  /** {@return the built-in id, or -1 unless {@link #BUILTIN}} */
  public int builtinId() {
    return builtinId;
  }

  /** {@return the user class identity, or null unless {@link #USER}} */
  public ClassIdentity user() {
    return user;
  }

  /** {@return the number of array dimensions, or 0 unless {@link #ARRAY}} */
  public int dimensions() {
    return dimensions;
  }

  /** {@return the innermost component ref, or null unless {@link #ARRAY}} */
  public TypeRef component() {
    return component;
  }

  /** {@return the refs of the type arguments (never null)} */
  public TypeRef[] args() {
    return args;
  }

  /** This ref with every registered user class named as the reader names it. */
  TypeRef named(java.util.function.IntFunction<String> registeredName) {
    switch (tag) {
      case USER:
        ClassIdentity n = user.named(registeredName);
        return n == user ? this : user(n);
      case ARRAY:
        return array(dimensions, component.named(registeredName));
      default:
        if (args.length == 0) {
          return this;
        }
        TypeRef[] named = new TypeRef[args.length];
        for (int i = 0; i < args.length; i++) {
          named[i] = args[i].named(registeredName);
        }
        return new TypeRef(tag, builtinId, null, 0, null, named);
    }
  }

  /**
   * Writes this ref as a varuint32 {@code (value << 2) | wire tag}: tag 1 a built-in type without
   * type arguments (value: its id); tag 0 with an even value a polymorphic type with {@code value /
   * 2} arguments, with an odd value a built-in type (id {@code value / 2}) whose argument count
   * follows; tag 2 a user class (value: registered id + 1; 0 means its name follows); tag 3 an
   * array (value: dimensions) whose component follows. Arguments follow their type.
   */
  void write(MemoryBuffer b, SchemaNames names) {
    switch (tag) {
      case USER:
        b.writeVarUint32(((user.registeredId() + 1) << 2) | USER);
        if (user.registeredId() < 0) {
          names.writeClass(b, user.name());
        }
        return;
      case ARRAY:
        b.writeVarUint32((dimensions << 2) | ARRAY);
        component.write(b, names);
        return;
      case BUILTIN:
        if (args.length == 0) {
          b.writeVarUint32((builtinId << 2) | BUILTIN);
          return;
        }
        b.writeVarUint32((((builtinId << 1) | 1) << 2) | POLY);
        b.writeVarUint32(args.length);
        break;
      default:
        b.writeVarUint32((args.length << 3) | POLY);
    }
    for (TypeRef a : args) {
      a.write(b, names);
    }
  }

  /** Reads a ref written by {@link #write}. */
  static TypeRef read(MemoryBuffer b, SchemaNames names) {
    return read(b, names, 0);
  }

  private static TypeRef read(MemoryBuffer b, SchemaNames names, int nesting) {
    int at = b.readerIndex();
    if (nesting > MAX_NESTING) {
      throw new DeserializationException("type reference nests too deeply at offset " + at);
    }
    int h = b.readVarUint32();
    int value = h >>> 2;
    switch (h & 3) {
      case USER:
        int id = value - 1;
        return user(new ClassIdentity(id, id >= 0 ? "" : names.readClass(b)));
      case ARRAY:
        if (value < 1 || value > 255) {
          throw new DeserializationException(
              "array type with " + value + " dimensions at offset " + at);
        }
        TypeRef component = read(b, names, nesting + 1);
        if (component.tag == ARRAY) {
          throw new DeserializationException("array type of array at offset " + at);
        }
        return array(value, component);
      case BUILTIN:
        return builtin(value, NO_ARGS);
      default:
        boolean builtin = (value & 1) != 0;
        int n = builtin ? b.readVarUint32() : value >>> 1;
        if (n < (builtin ? 1 : 0) || n > MAX_ARGS) {
          throw new DeserializationException(
              "type reference with " + n + " arguments at offset " + at);
        }
        TypeRef[] args = n == 0 ? NO_ARGS : new TypeRef[n];
        for (int i = 0; i < n; i++) {
          args[i] = read(b, names, nesting + 1);
        }
        return builtin ? builtin(value >>> 1, args) : poly(args);
    }
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    switch (tag) {
      case USER:
        return user.toString();
      case ARRAY:
        sb.append(component);
        for (int i = 0; i < dimensions; i++) {
          sb.append("[]");
        }
        return sb.toString();
      case BUILTIN:
        sb.append("builtin#").append(builtinId);
        break;
      default:
        sb.append('*');
    }
    if (args.length > 0) {
      sb.append('<');
      for (int i = 0; i < args.length; i++) {
        sb.append(i > 0 ? ", " : "").append(args[i]);
      }
      sb.append('>');
    }
    return sb.toString();
  }
}
