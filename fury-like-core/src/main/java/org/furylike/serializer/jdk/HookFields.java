package org.furylike.serializer.jdk;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.util.List;
import org.furylike.context.RefFlags;
import org.furylike.context.WriteContext;
import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.FieldDescriptor;
import org.furylike.meta.FieldKind;
import org.furylike.meta.GenericType;

/**
 * {@code PutField} and {@code GetField} over one layer's serializable fields. Put values are
 * written exactly as {@code defaultWriteObject} writes the fields (the compact field format, in
 * wire order), so a reader may use {@code defaultReadObject} or {@code readFields} whatever the
 * writer used.
 */
final class HookFields {
  private HookFields() {}

  private static int index(LayerPlan layer, String name, Class<?> type) {
    int i = layer.indexOf(name);
    if (i < 0) {
      throw new IllegalArgumentException("no serializable field " + name + " in " + layer.name());
    }
    Class<?> declared = layer.descriptors().get(i).type();
    boolean fits = type == Object.class ? !declared.isPrimitive() : declared == type;
    if (!fits) {
      throw new IllegalArgumentException(
          "field " + name + " of " + layer.name() + " is a " + declared.getName());
    }
    return i;
  }

  /** The values {@code putFields} collects; unset fields keep their type's default. */
  static final class Put extends ObjectOutputStream.PutField {
    private final LayerPlan layer;
    private final Object[] values;

    Put(LayerPlan layer) {
      this.layer = layer;
      List<FieldDescriptor> ds = layer.descriptors();
      this.values = new Object[ds.size()];
      for (int i = 0; i < values.length; i++) {
        values[i] = defaultValue(ds.get(i).type());
      }
    }

    private void set(String name, Class<?> type, Object v) {
      values[index(layer, name, type)] = v;
    }

    @Override
    public void put(String name, boolean val) {
      set(name, boolean.class, val);
    }

    @Override
    public void put(String name, byte val) {
      set(name, byte.class, val);
    }

    @Override
    public void put(String name, char val) {
      set(name, char.class, val);
    }

    @Override
    public void put(String name, short val) {
      set(name, short.class, val);
    }

    @Override
    public void put(String name, int val) {
      set(name, int.class, val);
    }

    @Override
    public void put(String name, long val) {
      set(name, long.class, val);
    }

    @Override
    public void put(String name, float val) {
      set(name, float.class, val);
    }

    @Override
    public void put(String name, double val) {
      set(name, double.class, val);
    }

    @Override
    public void put(String name, Object val) {
      int i = index(layer, name, Object.class);
      Class<?> declared = layer.descriptors().get(i).type();
      if (val != null && !declared.isInstance(val)) {
        throw new IllegalArgumentException(
            "field " + name + " of " + layer.name() + " cannot hold a " + val.getClass().getName());
      }
      values[i] = val;
    }

    /**
     * @deprecated as in the JDK: the values are written by {@code writeFields}.
     */
    @Override
    @Deprecated
    public void write(ObjectOutput out) throws IOException {
      throw new IOException("PutField.write is not supported; call writeFields");
    }

    Object[] values() {
      return values;
    }

    void writeTo(WriteContext ctx) {
      List<FieldDescriptor> ds = layer.descriptors();
      for (int i = 0; i < values.length; i++) {
        writeValue(ctx, ds.get(i).genericType(), values[i]);
      }
    }
  }

  /** Writes one field value as the field interpreter writes it. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static void writeValue(WriteContext ctx, GenericType generic, Object v) {
    FieldKind kind = FieldKind.of(generic);
    MemoryBuffer buffer = ctx.buffer();
    if (kind == FieldKind.EXACT) {
      ctx.writeRef(
          v,
          (org.furylike.serializer.Serializer) ctx.resolver().getSerializer(generic.raw()),
          generic);
    } else if (kind == FieldKind.OBJECT) {
      ctx.writeRef(v, generic);
    } else if (kind.isPrimitive()) {
      writeBoxed(ctx, kind, v);
    } else if (v == null) {
      buffer.writeByte(RefFlags.NULL);
    } else {
      buffer.writeByte(RefFlags.NOT_NULL);
      if (kind == FieldKind.STRING) {
        ctx.writeString((String) v);
      } else {
        writeBoxed(ctx, kind, v);
      }
    }
  }

  private static void writeBoxed(WriteContext ctx, FieldKind kind, Object v) {
    MemoryBuffer b = ctx.buffer();
    switch (kind) {
      case BOOLEAN:
      case BOXED_BOOLEAN:
        b.writeBoolean((Boolean) v);
        break;
      case BYTE:
      case BOXED_BYTE:
        b.writeByte((Byte) v);
        break;
      case CHAR:
      case BOXED_CHAR:
        b.writeChar((Character) v);
        break;
      case SHORT:
      case BOXED_SHORT:
        b.writeShort((Short) v);
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
        b.writeFloat((Float) v);
        break;
      default:
        b.writeDouble((Double) v);
    }
  }

  private static Object defaultValue(Class<?> type) {
    if (!type.isPrimitive()) {
      return null;
    }
    return java.lang.reflect.Array.get(java.lang.reflect.Array.newInstance(type, 1), 0);
  }

  /**
   * The values {@code readFields} returns: read in wire order (every field present), or by name in
   * compatible mode (absent fields are defaulted).
   */
  static final class Get extends ObjectInputStream.GetField {
    private final LayerPlan layer;
    private final Object[] values;
    private final java.util.Map<String, Object> named;

    Get(LayerPlan layer, Object[] values) {
      this.layer = layer;
      this.values = values;
      this.named = null;
    }

    Get(LayerPlan layer, java.util.Map<String, Object> named) {
      this.layer = layer;
      this.values = null;
      this.named = named;
    }

    @Override
    public ObjectStreamClass getObjectStreamClass() {
      return ObjectStreamClass.lookup(layer.type());
    }

    /** Whether the stream lacks field {@code name} (only in compatible mode). */
    @Override
    public boolean defaulted(String name) {
      if (layer.indexOf(name) < 0) {
        throw new IllegalArgumentException("no serializable field " + name + " in " + layer.name());
      }
      return named != null && !named.containsKey(name);
    }

    private Object value(String name, Class<?> type, Object dflt) {
      int i = index(layer, name, type);
      if (named == null) {
        return values[i];
      }
      if (!named.containsKey(name)) {
        return dflt;
      }
      Object v = named.get(name);
      if (!NamedFields.fits(layer.descriptors().get(i).type(), v)) {
        throw new IllegalArgumentException(
            "field " + name + " of " + layer.name() + " has a value of another type in the stream");
      }
      return v;
    }

    @Override
    public boolean get(String name, boolean val) {
      return (Boolean) value(name, boolean.class, val);
    }

    @Override
    public byte get(String name, byte val) {
      return (Byte) value(name, byte.class, val);
    }

    @Override
    public char get(String name, char val) {
      return (Character) value(name, char.class, val);
    }

    @Override
    public short get(String name, short val) {
      return (Short) value(name, short.class, val);
    }

    @Override
    public int get(String name, int val) {
      return (Integer) value(name, int.class, val);
    }

    @Override
    public long get(String name, long val) {
      return (Long) value(name, long.class, val);
    }

    @Override
    public float get(String name, float val) {
      return (Float) value(name, float.class, val);
    }

    @Override
    public double get(String name, double val) {
      return (Double) value(name, double.class, val);
    }

    @Override
    public Object get(String name, Object val) {
      return value(name, Object.class, val);
    }
  }
}
