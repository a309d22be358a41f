package org.furylike.serializer.builtin;

import org.furylike.resolver.BuiltinRegistry;
import org.furylike.serializer.jdk.LambdaSerializer;
import org.furylike.serializer.jdk.ProxySerializer;

/**
 * The table of built-in types. Family order and the order within each family fix the wire ids (see
 * docs/wire-format.md): only append.
 */
public final class BuiltinSerializers {
  /** Built-in id 0 marks an array class whose dimensions and component follow. */
  public static final int ARRAY_MARKER_ID = 0;

  private static final BuiltinRegistry REGISTRY = build();

  private BuiltinSerializers() {}

  /** {@return the shared, fully built table} */
  public static BuiltinRegistry registry() {
    return REGISTRY;
  }

  private static BuiltinRegistry build() {
    BuiltinRegistry r = new BuiltinRegistry();
    int marker = r.reserve();
    if (marker != ARRAY_MARKER_ID) {
      throw new IllegalStateException("array marker must be id 0");
    }
    // the classes most often written as class info first: ids below 32 take one byte
    LangSerializers.registerValues(r);
    CollectionSerializers.registerCommon(r);
    MapSerializers.registerCommon(r);
    ImmutableCollectionSerializers.registerCollections(r);
    ArraySerializers.register(r);
    LangSerializers.registerOthers(r);
    CollectionSerializers.registerOthers(r);
    MapSerializers.registerOthers(r);
    TimeSerializers.register(r);
    MiscSerializers.register(r);
    JdkViewSerializers.register(r);
    r.add(java.lang.invoke.SerializedLambda.class, (res, c) -> new LambdaSerializer());
    r.add(java.lang.reflect.Proxy.class, (res, c) -> new ProxySerializer());
    r.add(StackTraceElement.class, (res, c) -> new StackTraceElementSerializer());
    GuavaSupport.register(r);
    return r;
  }
}
