package org.furylike.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Holds the package layering of the design notes on the compiled main classes. From the top: facade
 * ({@code org.furylike}, {@code config}, {@code pool}), the code generator ({@code jit}), the
 * runtime ({@code context}, {@code resolver}, {@code serializer}), then the leaves {@code meta},
 * {@code codegen}, {@code memory}, {@code exception} and {@code annotation}, which import nothing
 * above them. The runtime reaches the code generator only through the {@code CodeGenerator}
 * interface the facade wires in.
 */
class LayeringTest {
  private static JavaClasses classes;

  @BeforeAll
  static void importClasses() {
    classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.furylike");
  }

  @Test
  void layersOnlyDependDownwards() {
    layeredArchitecture()
        .consideringOnlyDependenciesInLayers()
        .layer("Facade")
        .definedBy("org.furylike", "org.furylike.pool..")
        .layer("Config")
        .definedBy("org.furylike.config..")
        .layer("Jit")
        .definedBy("org.furylike.jit..")
        .layer("Runtime")
        .definedBy("org.furylike.context..", "org.furylike.resolver..", "org.furylike.serializer..")
        .layer("Meta")
        .definedBy("org.furylike.meta..")
        .layer("Codegen")
        .definedBy("org.furylike.codegen..")
        .layer("Memory")
        .definedBy("org.furylike.memory..")
        .layer("Base")
        .definedBy("org.furylike.exception..", "org.furylike.annotation..")
        .whereLayer("Facade")
        .mayOnlyBeAccessedByLayers("Config")
        .whereLayer("Jit")
        .mayOnlyBeAccessedByLayers("Facade")
        .whereLayer("Runtime")
        .mayOnlyBeAccessedByLayers("Facade", "Jit")
        .whereLayer("Meta")
        .mayOnlyBeAccessedByLayers("Facade", "Jit", "Runtime")
        .whereLayer("Codegen")
        .mayOnlyBeAccessedByLayers("Jit")
        .whereLayer("Memory")
        .mayOnlyBeAccessedByLayers("Facade", "Jit", "Runtime", "Meta")
        .check(classes);
  }

  @Test
  void resolverDoesNotDependOnCallContexts() {
    noClasses()
        .that()
        .resideInAPackage("org.furylike.resolver..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("org.furylike.context..")
        .check(classes);
  }

  @Test
  void configIsReadByTheRuntimeOnlyAsValues() {
    noClasses()
        .that()
        .resideInAnyPackage(
            "org.furylike.context..",
            "org.furylike.resolver..",
            "org.furylike.serializer..",
            "org.furylike.jit..")
        .should()
        .dependOnClassesThat()
        .haveFullyQualifiedName("org.furylike.config.FuryBuilder")
        .check(classes);
  }
}
