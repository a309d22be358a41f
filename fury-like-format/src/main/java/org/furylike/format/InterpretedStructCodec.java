package org.furylike.format;

import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.util.List;
import org.furylike.memory.FieldAccessor;
import org.furylike.memory.FieldHandles;
import org.furylike.memory.Instantiator;
import org.furylike.meta.FieldDescriptor;
import org.furylike.meta.FieldOrder;

/** Internal: the reflective struct codec, one for every class; the reference for generated code. */
final class InterpretedStructCodec extends StructCodec {
  private final RowSchema schema;
  private final FieldAccessor[] accessors;
  private final ValueCodec[] codecs;
  private final Instantiator<?> instantiator;
  private final java.lang.invoke.MethodHandle recordConstructor;
  private final int[] argumentOfField;

  InterpretedStructCodec(Class<?> cls, RowSchema schema) {
    this.schema = schema;
    List<FieldDescriptor> fields = FieldOrder.of(cls);
    int n = fields.size();
    this.accessors = new FieldAccessor[n];
    this.codecs = new ValueCodec[n];
    for (int i = 0; i < n; i++) {
      accessors[i] = FieldAccessor.of(fields.get(i).field());
      codecs[i] = ValueCodec.of(schema.field(i).type(), CodecMode.INTERPRETED);
    }
    if (cls.isRecord()) {
      this.instantiator = null;
      this.recordConstructor = Records.constructor(cls);
      this.argumentOfField = Records.argumentOfField(cls, fields);
    } else {
      this.instantiator = Instantiator.of(cls);
      this.recordConstructor = null;
      this.argumentOfField = null;
    }
  }

  @Override
  public int write(Object o, RowMemory m, int base) {
    int cursor = RowLayout.beginRow(m, base, schema.fixedBytes());
    int slots = base + schema.bitmapBytes();
    for (int i = 0; i < codecs.length; i++) {
      ValueCodec c = codecs[i];
      Object v = c.fromJava(accessors[i].getObject(o));
      if (v == null) {
        RowLayout.setNull(m, base, i);
      } else if (c.type().isFixed()) {
        c.writeFixed(m, slots + 8 * i, v);
      } else {
        int end = c.writeVar(m, cursor, v);
        cursor = RowLayout.endVar(m, base, slots + 8 * i, cursor, end);
      }
    }
    return cursor;
  }

  @Override
  public Object read(BinaryRow row) {
    if (recordConstructor != null) {
      Object[] args = new Object[codecs.length];
      for (int i = 0; i < codecs.length; i++) {
        Object v = codecs[i].toJava(row.readValue(i, codecs[i]));
        args[argumentOfField[i]] = v == null ? Records.defaultValue(accessors[i].field()) : v;
      }
      return FieldHandles.construct(recordConstructor, args);
    }
    Object o = instantiator.newInstance();
    for (int i = 0; i < codecs.length; i++) {
      Object v = codecs[i].toJava(row.readValue(i, codecs[i]));
      if (v != null || !accessors[i].field().getType().isPrimitive()) {
        accessors[i].putObjectOrPrimitive(o, v);
      }
    }
    return o;
  }

  /** Record helpers shared with generated code. */
  static final class Records {
    private Records() {}

    static java.lang.invoke.MethodHandle constructor(Class<?> cls) {
      RecordComponent[] comps = cls.getRecordComponents();
      Class<?>[] types = new Class<?>[comps.length];
      for (int i = 0; i < comps.length; i++) {
        types[i] = comps[i].getType();
      }
      try {
        java.lang.reflect.Constructor<?> c = cls.getDeclaredConstructor(types);
        c.setAccessible(true);
        return java.lang.invoke.MethodHandles.lookup()
            .unreflectConstructor(c)
            .asSpreader(Object[].class, comps.length)
            .asType(java.lang.invoke.MethodType.methodType(Object.class, Object[].class));
      } catch (ReflectiveOperationException | RuntimeException e) {
        throw new RowFormatException(
            "cannot use the canonical constructor of record " + cls.getName() + ": " + e, e);
      }
    }

    static int[] argumentOfField(Class<?> cls, List<FieldDescriptor> fields) {
      RecordComponent[] comps = cls.getRecordComponents();
      int[] out = new int[fields.size()];
      for (int i = 0; i < out.length; i++) {
        for (int k = 0; k < comps.length; k++) {
          if (comps[k].getName().equals(fields.get(i).name())) {
            out[i] = k;
          }
        }
      }
      return out;
    }

    static Object defaultValue(Field f) {
      Class<?> t = f.getType();
      if (!t.isPrimitive()) {
        return null;
      }
      return java.lang.reflect.Array.get(java.lang.reflect.Array.newInstance(t, 1), 0);
    }
  }
}
