package org.furylike.serializer;

import java.util.List;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.RefFlags;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.FieldAccessor;
import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.FieldDescriptor;
import org.furylike.meta.FieldKind;
import org.furylike.meta.GenericType;
import org.furylike.resolver.ClassResolver;

/**
 * The interpreter for a list of fields in wire order: writes, reads and copies them through
 * reflective accessors, one {@link FieldKind} switch per field.
 */
public final class FieldSet {
  private final ClassResolver resolver;
  private final Field[] fields;

  private static final class Field {
    final FieldDescriptor descriptor;
    final FieldAccessor accessor;
    final FieldKind kind;
    final GenericType generic;

    /** Whether the field is polymorphic, of a concrete class, in a plain class or record. */
    final boolean concrete;

    /**
     * Whether a value of exactly the declared class travels without class info; false until the
     * class is registered (a reader meeting the flag asks again).
     */
    boolean declaredClass;

    Serializer<Object> exact;

    Field(FieldDescriptor d, FieldAccessor accessor, boolean concrete, boolean declaredClass) {
      this.descriptor = d;
      this.accessor = accessor;
      this.generic = d.genericType();
      this.kind = FieldKind.of(generic);
      this.concrete = concrete;
      this.declaredClass = declaredClass;
    }
  }

  /**
   * Fields read and written through accessors (records pass {@code accessible = false}).
   *
   * @param resolver the resolver that supplies the fields' serializers
   * @param descriptors the fields in wire order
   * @param accessible whether fields are written directly (false: read into values, as for records)
   */
  public FieldSet(ClassResolver resolver, List<FieldDescriptor> descriptors, boolean accessible) {
    this(resolver, descriptors, accessible, false);
  }

  /**
   * Fields read and written through accessors, where {@code declaredClassSlots} says whether the
   * polymorphic fields may write a value of exactly their declared class without class info ({@link
   * ClassResolver#isDeclaredClassSlot}): only for the fields of a plain class or record whose
   * schema lists them (its class-version hash then covers the declared classes), never for the
   * fields of classes with custom schemas (JDK hooks, throwables, collection and map subclasses).
   *
   * @param resolver the resolver that supplies the fields' serializers
   * @param descriptors the fields in wire order
   * @param accessible whether fields are written directly (false: read into values, as for records)
   * @param declaredClassSlots whether polymorphic fields may use declared-class slots
   */
  public FieldSet(
      ClassResolver resolver,
      List<FieldDescriptor> descriptors,
      boolean accessible,
      boolean declaredClassSlots) {
    this.resolver = resolver;
    this.fields = new Field[descriptors.size()];
    for (int i = 0; i < fields.length; i++) {
      FieldDescriptor d = descriptors.get(i);
      boolean concrete =
          declaredClassSlots
              && FieldKind.of(d.genericType()) == FieldKind.OBJECT
              && ClassResolver.isConcreteClass(d.genericType().raw());
      fields[i] =
          new Field(
              d,
              accessible ? FieldAccessor.of(d.field()) : null,
              concrete,
              concrete && resolver.isDeclaredClassSlot(d.genericType().raw()));
    }
  }

  /** {@return the number of fields} */
  public int size() {
    return fields.length;
  }

  @SuppressWarnings("unchecked")
  private Serializer<Object> exact(Field f) {
    Serializer<Object> s = f.exact;
    if (s == null) {
      s = (Serializer<Object>) resolver.getSerializer(f.generic.raw());
      f.exact = s;
    }
    return s;
  }

  // ------------------------------------------------------------------ write

  /**
   * Writes every field of {@code obj}.
   *
   * @param ctx the current write
   * @param obj the object whose fields are written
   */
  public void writeFields(WriteContext ctx, Object obj) {
    MemoryBuffer buffer = ctx.buffer();
    for (Field f : fields) {
      FieldAccessor a = f.accessor;
      switch (f.kind) {
        case BOOLEAN:
          buffer.writeBoolean(a.getBoolean(obj));
          break;
        case BYTE:
          buffer.writeByte(a.getByte(obj));
          break;
        case CHAR:
          buffer.writeChar(a.getChar(obj));
          break;
        case SHORT:
          buffer.writeShort(a.getShort(obj));
          break;
        case INT:
          ctx.writeInt32(a.getInt(obj));
          break;
        case LONG:
          ctx.writeInt64(a.getLong(obj));
          break;
        case FLOAT:
          buffer.writeFloat(a.getFloat(obj));
          break;
        case DOUBLE:
          buffer.writeDouble(a.getDouble(obj));
          break;
        case EXACT:
          // written in this frame: no helper frame between an object and its children
          ctx.writeRef(a.getObject(obj), exact(f), f.generic);
          break;
        case OBJECT:
          writeObject(ctx, f, a.getObject(obj));
          break;
        default:
          writeValue(ctx, f, a.getObject(obj));
      }
    }
  }

  private void writeObject(WriteContext ctx, Field f, Object v) {
    if (f.declaredClass && v != null && v.getClass() == f.generic.raw()) {
      ctx.writeDeclaredClassRef(v, exact(f), f.generic);
    } else {
      ctx.writeRef(v, f.generic);
    }
  }

  private void writeValue(WriteContext ctx, Field f, Object v) {
    MemoryBuffer buffer = ctx.buffer();
    if (f.kind.isPrimitive()) {
      writeBoxed(ctx, f.kind, v);
      return;
    }
    switch (f.kind) {
      case EXACT:
        ctx.writeRef(v, exact(f), f.generic);
        return;
      case OBJECT:
        writeObject(ctx, f, v);
        return;
      default:
        if (v == null) {
          buffer.writeByte(RefFlags.NULL);
          return;
        }
        buffer.writeByte(RefFlags.NOT_NULL);
        if (f.kind == FieldKind.STRING) {
          ctx.writeString((String) v);
        } else {
          writeBoxed(ctx, f.kind, v);
        }
    }
  }

  static void writeBoxed(WriteContext ctx, FieldKind kind, Object v) {
    MemoryBuffer buffer = ctx.buffer();
    switch (kind) {
      case BOOLEAN:
      case BOXED_BOOLEAN:
        buffer.writeBoolean((Boolean) v);
        break;
      case BYTE:
      case BOXED_BYTE:
        buffer.writeByte((Byte) v);
        break;
      case CHAR:
      case BOXED_CHAR:
        buffer.writeChar((Character) v);
        break;
      case SHORT:
      case BOXED_SHORT:
        buffer.writeShort((Short) v);
        break;
      case INT:
      case BOXED_INT:
        ctx.writeInt32((Integer) v);
        break;
      case LONG:
      case BOXED_LONG:
        ctx.writeInt64((Long) v);
        break;
      case FLOAT:
      case BOXED_FLOAT:
        buffer.writeFloat((Float) v);
        break;
      default:
        buffer.writeDouble((Double) v);
    }
  }

  // ------------------------------------------------------------------ read

  /**
   * Reads every field into {@code obj}.
   *
   * @param ctx the current read
   * @param obj the object to fill
   */
  public void readFields(ReadContext ctx, Object obj) {
    MemoryBuffer buffer = ctx.buffer();
    for (Field f : fields) {
      FieldAccessor a = f.accessor;
      switch (f.kind) {
        case BOOLEAN:
          a.putBoolean(obj, buffer.readBoolean());
          break;
        case BYTE:
          a.putByte(obj, buffer.readByte());
          break;
        case CHAR:
          a.putChar(obj, buffer.readChar());
          break;
        case SHORT:
          a.putShort(obj, buffer.readShort());
          break;
        case INT:
          a.putInt(obj, ctx.readInt32());
          break;
        case LONG:
          a.putLong(obj, ctx.readInt64());
          break;
        case FLOAT:
          a.putFloat(obj, buffer.readFloat());
          break;
        case DOUBLE:
          a.putDouble(obj, buffer.readDouble());
          break;
        case EXACT:
          // read in this frame: no helper frame between an object and its children
          a.putObject(obj, ctx.readRef(exact(f), f.generic));
          break;
        default:
          a.putObject(obj, readValue(ctx, f));
      }
    }
  }

  /**
   * Reads every field value, boxed, in wire order (records).
   *
   * @param ctx the current read
   * @return the values, one per field
   */
  public Object[] readValues(ReadContext ctx) {
    Object[] values = new Object[fields.length];
    for (int i = 0; i < fields.length; i++) {
      values[i] = readValue(ctx, fields[i]);
    }
    return values;
  }

  private static boolean isDeclaredClassFlag(ReadContext ctx) {
    MemoryBuffer b = ctx.buffer();
    if (b.remaining() < 1) {
      return false;
    }
    byte flag = b.getByte(b.readerIndex());
    return flag == RefFlags.NOT_NULL_DECLARED || flag == RefFlags.REF_VALUE_DECLARED;
  }

  private Object readValue(ReadContext ctx, Field f) {
    if (f.kind.isPrimitive()) {
      return readBoxed(ctx, f.kind);
    }
    switch (f.kind) {
      case EXACT:
        return ctx.readRef(exact(f), f.generic);
      case OBJECT:
        if (f.concrete && !f.declaredClass && isDeclaredClassFlag(ctx)) {
          // the class may have been registered since this field set was made
          f.declaredClass = resolver.isDeclaredClassSlot(f.generic.raw());
        }
        Object v =
            f.declaredClass
                ? ctx.readDeclaredClassRef(exact(f), f.generic)
                : ctx.readRef(f.generic);
        if (v != null && !f.descriptor.type().isInstance(v)) {
          throw new DeserializationException(
              "field "
                  + f.descriptor
                  + " read a value of "
                  + v.getClass().getName()
                  + " at offset "
                  + ctx.buffer().readerIndex());
        }
        return v;
      default:
        return readNullable(ctx, f.kind, f.descriptor);
    }
  }

  /**
   * Reads a null flag and, unless null, a boxed or string value of {@code kind}.
   *
   * @param ctx the current read
   * @param kind the field's kind
   * @param field the field, named in error messages
   * @return the value, or null
   */
  public static Object readNullable(ReadContext ctx, FieldKind kind, Object field) {
    MemoryBuffer buffer = ctx.buffer();
    byte flag = buffer.readByte();
    if (flag == RefFlags.NULL) {
      return null;
    }
    if (flag != RefFlags.NOT_NULL) {
      throw ReadChecks.badNullFlag(flag, "field " + field, buffer);
    }
    return kind == FieldKind.STRING ? ctx.readString() : readBoxed(ctx, kind);
  }

  /**
   * Reads a value of a primitive or boxed kind (without a null flag), boxed. Shared with the
   * compatible-mode reader.
   *
   * @param ctx the current read
   * @param kind a primitive or boxed kind
   * @return the value, boxed
   */
  public static Object readBoxed(ReadContext ctx, FieldKind kind) {
    MemoryBuffer buffer = ctx.buffer();
    switch (kind) {
      case BOOLEAN:
      case BOXED_BOOLEAN:
        return buffer.readBoolean();
      case BYTE:
      case BOXED_BYTE:
        return buffer.readByte();
      case CHAR:
      case BOXED_CHAR:
        return buffer.readChar();
      case SHORT:
      case BOXED_SHORT:
        return buffer.readShort();
      case INT:
      case BOXED_INT:
        return ctx.readInt32();
      case LONG:
      case BOXED_LONG:
        return ctx.readInt64();
      case FLOAT:
      case BOXED_FLOAT:
        return buffer.readFloat();
      default:
        return buffer.readDouble();
    }
  }

  // ------------------------------------------------------------------ copy

  /**
   * Copies every field of {@code from} into {@code to}, deep-copying references.
   *
   * @param ctx the current copy
   * @param from the original object
   * @param to the new object to fill
   */
  public void copyFields(CopyContext ctx, Object from, Object to) {
    for (Field f : fields) {
      FieldAccessor a = f.accessor;
      switch (f.kind) {
        case BOOLEAN:
          a.putBoolean(to, a.getBoolean(from));
          break;
        case BYTE:
          a.putByte(to, a.getByte(from));
          break;
        case CHAR:
          a.putChar(to, a.getChar(from));
          break;
        case SHORT:
          a.putShort(to, a.getShort(from));
          break;
        case INT:
          a.putInt(to, a.getInt(from));
          break;
        case LONG:
          a.putLong(to, a.getLong(from));
          break;
        case FLOAT:
          a.putFloat(to, a.getFloat(from));
          break;
        case DOUBLE:
          a.putDouble(to, a.getDouble(from));
          break;
        default:
          Object v = a.getObject(from);
          a.putObject(
              to, f.kind == FieldKind.EXACT || f.kind == FieldKind.OBJECT ? ctx.copyObject(v) : v);
      }
    }
  }

  /**
   * Every field value of {@code obj}, boxed, in wire order.
   *
   * @param obj the object to read the fields of
   * @return the values, one per field
   */
  public Object[] getValues(Object obj) {
    Object[] values = new Object[fields.length];
    for (int i = 0; i < fields.length; i++) {
      values[i] = fields[i].accessor.getObject(obj);
    }
    return values;
  }

  /**
   * Deep-copies field values given in wire order (records).
   *
   * @param ctx the current copy
   * @param values the original values, one per field
   * @return the copied values
   */
  public Object[] copyValues(CopyContext ctx, Object[] values) {
    Object[] out = new Object[values.length];
    for (int i = 0; i < values.length; i++) {
      FieldKind k = fields[i].kind;
      out[i] =
          k == FieldKind.EXACT || k == FieldKind.OBJECT ? ctx.copyObject(values[i]) : values[i];
    }
    return out;
  }
}
