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
  public static final int POLY = 0;
  public static final int BUILTIN = 1;
  public static final int USER = 2;
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

  public static TypeRef poly(TypeRef[] args) {
    return new TypeRef(POLY, -1, null, 0, null, args == null ? NO_ARGS : args);
  }

  public static TypeRef builtin(int id, TypeRef[] args) {
    return new TypeRef(BUILTIN, id, null, 0, null, args == null ? NO_ARGS : args);
  }

  public static TypeRef user(ClassIdentity identity) {
    return new TypeRef(USER, -1, identity, 0, null, NO_ARGS);
  }

  public static TypeRef array(int dimensions, TypeRef component) {
    return new TypeRef(ARRAY, -1, null, dimensions, component, NO_ARGS);
  }

  public int tag() {
    return tag;
  }

  public int builtinId() {
    return builtinId;
  }

  public ClassIdentity user() {
    return user;
  }

  public int dimensions() {
    return dimensions;
  }

  public TypeRef component() {
    return component;
  }

  public TypeRef[] args() {
    return args;
  }

  /** Writes this ref. */
  public void write(MemoryBuffer b) {
    switch (tag) {
      case USER:
        b.writeVarUint32(USER);
        user.write(b);
        return;
      case ARRAY:
        b.writeVarUint32((dimensions << 2) | ARRAY);
        component.write(b);
        return;
      default:
        b.writeVarUint32(tag == BUILTIN ? (builtinId << 2) | BUILTIN : POLY);
        b.writeVarUint32(args.length);
        for (TypeRef a : args) {
          a.write(b);
        }
    }
  }

  /** Reads a ref written by {@link #write}. */
  public static TypeRef read(MemoryBuffer b) {
    return read(b, 0);
  }

  private static TypeRef read(MemoryBuffer b, int nesting) {
    int at = b.readerIndex();
    if (nesting > MAX_NESTING) {
      throw new DeserializationException("type reference nests too deeply at offset " + at);
    }
    int h = b.readVarUint32();
    int tag = h & 3;
    int value = h >>> 2;
    switch (tag) {
      case USER:
        if (value != 0) {
          throw new DeserializationException("malformed user type reference at offset " + at);
        }
        return user(ClassIdentity.read(b));
      case ARRAY:
        if (value < 1 || value > 255) {
          throw new DeserializationException(
              "array type with " + value + " dimensions at offset " + at);
        }
        TypeRef component = read(b, nesting + 1);
        if (component.tag == ARRAY) {
          throw new DeserializationException("array type of array at offset " + at);
        }
        return array(value, component);
      default:
        if (tag == POLY && value != 0) {
          throw new DeserializationException("malformed type reference at offset " + at);
        }
        int n = b.readVarUint32();
        if (n < 0 || n > MAX_ARGS) {
          throw new DeserializationException(
              "type reference with " + n + " arguments at offset " + at);
        }
        TypeRef[] args = n == 0 ? NO_ARGS : new TypeRef[n];
        for (int i = 0; i < n; i++) {
          args[i] = read(b, nesting + 1);
        }
        return tag == BUILTIN ? builtin(value, args) : poly(args);
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
