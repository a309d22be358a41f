package org.furylike.serializer.builtin;

import java.util.function.Consumer;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.jdk.LambdaSerializer;
import org.furylike.serializer.jdk.ProxySerializer;

/**
 * The table of built-in types. Family order and the order within each family fix the wire ids (see
 * docs/wire-format.md): only append.
 */
public final class BuiltinSerializers {
  /** Built-in id 0 marks an array class whose dimensions and component follow. */
  public static final int ARRAY_MARKER_ID = 0;

  // before REGISTRY: build() uses it
  private static final FamilyFactory FACTORY = new Factory();

  private static final BuiltinRegistry REGISTRY = build();

  private BuiltinSerializers() {}

  /** {@return the shared table (its rarely needed part is filled in on first use)} */
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
    // Most of the rest loads many JDK classes (time, SQL, concurrent and view types, probed
    // instances): those groups are filled in the first time a lookup could concern one of their
    // types, their ids fixed here. The abstract components name declared types in every schema.
    r.defer(DEFERRED_VALUE_IDS, new Values());
    JdkViewSerializers.registerComponents(r);
    r.defer(DEFERRED_VIEW_IDS, new Views());
    r.seal();
    return r;
  }

  /** The ids {@link Values} takes, after {@link Class}. */
  private static final int DEFERRED_VALUE_IDS = 85;

  /** The ids {@link Views} takes, after the abstract components. */
  private static final int DEFERRED_VIEW_IDS = 23;

  /** Adds the less common collections and maps, time, and other value types, in id order. */
  private static final class Values implements Consumer<BuiltinRegistry> {
    @Override
    public void accept(BuiltinRegistry r) {
      CollectionSerializers.registerOthers(r);
      MapSerializers.registerOthers(r);
      TimeSerializers.register(r);
      MiscSerializers.register(r);
    }
  }

  /** Adds the entry and view types, lambdas, proxies, stack frames and Guava's, in id order. */
  private static final class Views implements Consumer<BuiltinRegistry> {
    @Override
    public void accept(BuiltinRegistry r) {
      JdkViewSerializers.registerViews(r);
      r.add(java.lang.invoke.SerializedLambda.class, FACTORY);
      r.add(java.lang.reflect.Proxy.class, FACTORY);
      r.add(StackTraceElement.class, FACTORY);
      GuavaSupport.register(r);
    }
  }

  /** Creates this family's serializers from the built-in class (see {@link FamilyFactory}). */
  private static final class Factory extends FamilyFactory {
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object make(ClassResolver res, Class<?> c) {
      if (c == java.lang.invoke.SerializedLambda.class) {
        return new LambdaSerializer();
      }
      if (c == java.lang.reflect.Proxy.class) {
        return new ProxySerializer();
      }
      if (c == StackTraceElement.class) {
        return new StackTraceElementSerializer();
      }
      return null;
    }
  }
}
