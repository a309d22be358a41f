package org.furylike.serializer.jdk;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.util.Map;
import org.furylike.exception.FuryException;

/**
 * The streams handed to the JDK's generated default {@code writeObject}/{@code readObject} of a
 * class ({@link JdkLayerFields}): they only collect and supply field values by name, through {@code
 * putFields}/{@code writeFields} and {@code readFields}; nothing is encoded.
 */
final class FieldCapture {
  private FieldCapture() {}

  static Out output(JdkLayerFields layer) {
    try {
      return new Out(layer);
    } catch (IOException e) {
      throw new FuryException("cannot read the fields of " + layer.type().getName(), e);
    }
  }

  /** A stream whose {@code readFields} gives {@code values} over the current values of obj. */
  static In input(JdkLayerFields layer, Object obj, Map<String, Object> values) {
    Object[] merged = layer.get(obj);
    String[] names = layer.names();
    for (int i = 0; i < names.length; i++) {
      if (values.containsKey(names[i])) {
        Object v = values.get(names[i]);
        if (!NamedFields.fits(layer.types()[i], v)) {
          throw new IllegalArgumentException(
              "a value of another type for field " + names[i] + " of " + layer.type().getName());
        }
        merged[i] = v;
      }
    }
    try {
      return new In(layer, merged);
    } catch (IOException e) {
      throw new FuryException("cannot set the fields of " + layer.type().getName(), e);
    }
  }

  private static int index(JdkLayerFields layer, String name) {
    int i = layer.indexOf(name);
    if (i < 0) {
      throw new IllegalArgumentException(
          "no serializable field " + name + " in " + layer.type().getName());
    }
    return i;
  }

  /** Collects what {@code putFields} is given. */
  static final class Out extends ObjectOutputStream {
    private final Object[] values;
    private final Put put;

    Out(JdkLayerFields layer) throws IOException {
      super();
      this.values = new Object[layer.names().length];
      this.put = new Put(layer, values);
    }

    Object[] values() {
      return values;
    }

    @Override
    public PutField putFields() {
      return put;
    }

    @Override
    public void writeFields() {}
  }

  private static final class Put extends ObjectOutputStream.PutField {
    private final JdkLayerFields layer;
    private final Object[] values;

    Put(JdkLayerFields layer, Object[] values) {
      this.layer = layer;
      this.values = values;
    }

    /** A field without a backing field (mapped by the class's own hooks) is not collected. */
    private void set(String name, Object val) {
      int i = layer.indexOf(name);
      if (i >= 0) {
        values[i] = val;
      }
    }

    @Override
    public void put(String name, boolean val) {
      set(name, val);
    }

    @Override
    public void put(String name, byte val) {
      set(name, val);
    }

    @Override
    public void put(String name, char val) {
      set(name, val);
    }

    @Override
    public void put(String name, short val) {
      set(name, val);
    }

    @Override
    public void put(String name, int val) {
      set(name, val);
    }

    @Override
    public void put(String name, long val) {
      set(name, val);
    }

    @Override
    public void put(String name, float val) {
      set(name, val);
    }

    @Override
    public void put(String name, double val) {
      set(name, val);
    }

    @Override
    public void put(String name, Object val) {
      set(name, val);
    }

    /**
     * @deprecated as in the JDK.
     */
    @Override
    @Deprecated
    public void write(ObjectOutput out) throws IOException {
      throw new IOException("PutField.write is not supported");
    }
  }

  /** Supplies field values to {@code readFields}. */
  static final class In extends ObjectInputStream {
    private final Get get;

    In(JdkLayerFields layer, Object[] values) throws IOException {
      super();
      this.get = new Get(layer, values);
    }

    @Override
    public GetField readFields() {
      return get;
    }
  }

  private static final class Get extends ObjectInputStream.GetField {
    private final JdkLayerFields layer;
    private final Object[] values;

    Get(JdkLayerFields layer, Object[] values) {
      this.layer = layer;
      this.values = values;
    }

    @Override
    public ObjectStreamClass getObjectStreamClass() {
      return ObjectStreamClass.lookup(layer.type());
    }

    @Override
    public boolean defaulted(String name) {
      index(layer, name);
      return false;
    }

    private Object value(String name, Object dflt) {
      int i = layer.indexOf(name);
      return i < 0 ? dflt : values[i];
    }

    @Override
    public boolean get(String name, boolean val) {
      return (Boolean) value(name, val);
    }

    @Override
    public byte get(String name, byte val) {
      return (Byte) value(name, val);
    }

    @Override
    public char get(String name, char val) {
      return (Character) value(name, val);
    }

    @Override
    public short get(String name, short val) {
      return (Short) value(name, val);
    }

    @Override
    public int get(String name, int val) {
      return (Integer) value(name, val);
    }

    @Override
    public long get(String name, long val) {
      return (Long) value(name, val);
    }

    @Override
    public float get(String name, float val) {
      return (Float) value(name, val);
    }

    @Override
    public double get(String name, double val) {
      return (Double) value(name, val);
    }

    @Override
    public Object get(String name, Object val) {
      return value(name, val);
    }
  }
}
